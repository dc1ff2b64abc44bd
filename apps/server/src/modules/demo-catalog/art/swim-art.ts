import { darken } from './colour-mix';
import type { Draw } from './drawing-kit';
import { cord, path, seams, stroke, sym } from './svg-shapes';

export const swimArt: readonly Draw[] = [
  // One-piece swimsuit with a scoop front and high leg.
  (k) => ({
    art: path(
      sym(
        [300, 258],
        [
          [330, 252, 340, 206],
          [348, 146],
          [370, 148],
          [372, 212],
          [386, 262, 366, 320, 358, 362],
          [360, 420, 386, 470, 394, 524],
          [360, 540, 324, 588, 320, 612],
          [300, 614],
        ],
      ),
    ),
    front: seams(k, 'M262 204Q300 290 338 204M246 378Q300 398 354 378', 2.5),
    focus: [300, 280],
    ground: [626, 110],
  }),
  // Triangle bikini.
  (k) => ({
    art:
      cord(k, 'M340 190L328 112M260 190L272 112M402 308L466 318M198 308L134 318', 4) +
      path(
        sym(
          [302, 306],
          [
            [316, 240, 340, 186],
            [388, 248, 402, 310],
            [350, 324, 302, 306],
          ],
          302,
        ),
      ) +
      path(
        sym(
          [298, 306],
          [
            [284, 240, 260, 186],
            [212, 248, 198, 310],
            [250, 324, 298, 306],
          ],
          298,
        ),
      ) +
      cord(
        k,
        'M198 432Q182 456 190 492M198 432Q172 446 166 478M402 432Q418 456 410 492M402 432Q428 446 434 478',
        4,
      ) +
      path(
        sym(
          [300, 432],
          [
            [400, 420],
            [394, 452],
            [350, 480, 322, 520, 316, 562],
            [300, 562],
          ],
        ),
      ),
    front: seams(k, 'M304 300Q336 248 340 196M296 300Q264 248 260 196M214 446Q300 462 386 446'),
    focus: [300, 280],
    ground: [574, 140],
  }),
  // Beach kaftan with an embroidered neckline.
  (k) => ({
    art: path(
      sym(
        [300, 236],
        [
          [326, 150],
          [456, 176],
          [482, 318],
          [402, 410],
          [404, 510, 404, 560, 406, 620],
          [300, 620],
        ],
      ),
    ),
    front:
      stroke(
        'M274 150L300 236L326 150M200 596H400M450 184L472 308M150 184L128 308',
        k.accent,
        4,
        ' stroke-dasharray="8 5"',
      ) +
      stroke('M300 236V292', k.accent, 3) +
      path('M300 300m-8 0a8 8 0 1 0 16 0a8 8 0 1 0-16 0', ` fill="${k.accent}" stroke="none"`),
    focus: [300, 240],
    ground: [632, 130],
  }),
  // Bandeau top and high-waisted bottoms.
  (k) => ({
    art:
      path('M196 228Q250 206 296 234Q300 238 304 234Q350 206 404 228L408 298Q300 324 192 298Z') +
      path('M286 232Q300 272 286 314L314 314Q300 272 314 232Z', ` fill="${darken(k.base, 0.12)}"`) +
      path(
        sym(
          [300, 396],
          [
            [396, 396],
            [392, 470],
            [360, 500, 332, 540, 324, 590],
            [300, 590],
          ],
        ),
      ),
    front: seams(k, 'M206 424H394', 2.5),
    focus: [300, 260],
    ground: [602, 130],
  }),
];
