import type { Draw } from './drawing-kit';
import { cord, HANGER, path, seams, sym } from './svg-shapes';

export const dressArt: readonly Draw[] = [
  // Slip dress: bias-cut, thin straps, cowl neck.
  (k) => ({
    art:
      HANGER +
      cord(k, 'M262 202L268 126M338 202L332 126', 4) +
      path(
        sym(
          [300, 236],
          [
            [326, 228, 350, 196],
            [364, 240, 350, 292, 346, 330],
            [362, 430, 394, 540, 412, 636],
            [356, 652, 300, 650],
          ],
        ),
      ),
    front: seams(k, 'M266 212Q300 252 334 212M318 352Q338 480 350 632M284 362Q272 500 266 640M300 380V646'),
    focus: [300, 240],
    ground: [664, 120],
  }),
  // A-line: wide straps, scoop neck, belted waist, pleated skirt.
  (k) => ({
    art: path(
      sym(
        [300, 196],
        [
          [332, 194, 338, 150],
          [370, 158],
          [358, 200, 360, 236, 380, 248],
          [372, 280, 358, 300, 354, 322],
          [434, 600],
          [366, 620, 300, 620],
        ],
      ),
    ),
    front:
      path('M246 312H354V336H246Z', ` fill="${k.accent}"`) +
      path('M288 310H312V338H288Z', ` fill="url(#m)" stroke-width="2"`) +
      seams(k, 'M270 340L240 612M300 340V618M330 340L360 612M252 340L196 606M348 340L404 606'),
    focus: [300, 290],
    ground: [634, 150],
  }),
  // Wrap dress: short sleeves, crossover front, tie at the waist.
  (k) => ({
    art: path(
      sym(
        [300, 252],
        [
          [336, 158],
          [374, 168],
          [432, 232],
          [402, 258],
          [380, 238],
          [374, 280, 356, 300, 352, 322],
          [380, 420, 402, 520, 414, 614],
          [356, 630, 300, 628],
        ],
      ),
    ),
    front:
      seams(k, 'M264 160L350 322M336 332Q346 480 372 622M400 256L378 236M200 256L222 236', 3) +
      path('M352 318Q392 300 396 330Q388 350 352 330Z', ` fill="${k.base}"`) +
      path(
        'M350 328Q374 380 362 420L378 418Q384 370 356 324ZM356 326Q400 370 404 404L416 398Q404 360 360 322Z',
        ` fill="${k.base}"`,
      ),
    focus: [320, 260],
    ground: [642, 140],
  }),
  // Maxi: halter neck and a long, flowing skirt.
  (k) => ({
    art: path(
      sym(
        [300, 214],
        [
          [320, 198, 324, 130],
          [340, 134],
          [346, 172, 362, 200, 368, 234],
          [362, 270, 346, 296, 342, 318],
          [362, 450, 412, 580, 444, 684],
          [372, 700, 300, 698],
        ],
      ),
    ),
    front:
      path('M256 308Q300 322 344 308L342 330Q300 344 258 330Z', ` fill="${k.accent}" stroke-width="2"`) +
      seams(k, 'M280 340Q262 500 230 690M318 340Q340 500 372 692M300 344V696M262 214Q300 240 338 214'),
    focus: [300, 230],
    ground: [708, 150],
  }),
];
