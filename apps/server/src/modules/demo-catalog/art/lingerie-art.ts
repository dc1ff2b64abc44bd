import type { Draw } from './drawing-kit';
import { cord, HANGER, lace, path, scallops, seams, shine, stroke, sym } from './svg-shapes';

export const lingerieArt: readonly Draw[] = [
  // Balconette bra with lace-trimmed cups.
  (k) => {
    const cup = (flip: boolean) => {
      const x = (v: number) => (flip ? 600 - v : v);
      return `M${x(306)} 346C${x(302)} 306 ${x(310)} 270 ${x(314)} 256L${x(430)} 236C${x(440)} 282 ${x(428)} 326 ${x(400)} 350Q${x(352)} 368 ${x(306)} 346Z`;
    };
    return {
      art:
        cord(k, 'M420 240L398 120M180 240L202 120', 5) +
        path('M146 300L204 320Q300 366 396 320L454 300L458 334L400 350Q300 398 200 350L142 334Z') +
        path(cup(false)) +
        path(cup(true)) +
        lace(k, 314, 256, 430, 236, 6, 12) +
        lace(k, 170, 236, 286, 256, 6, 12),
      front:
        path('M300 340l-16-9v18zM300 340l16-9v18z', ` fill="${k.accent}" stroke-width="2"`) +
        seams(k, 'M300 262V336M362 262Q360 300 352 352M238 262Q240 300 248 352'),
      focus: [330, 290],
      ground: [398, 170],
      fit: [300, 280, 1.2],
    };
  },
  // Lace bodysuit with a plunge front and thin straps.
  (k) => {
    const outline = sym(
      [300, 330],
      [
        [344, 220],
        [350, 150],
        [362, 150],
        [370, 224],
        [384, 270, 366, 330, 356, 370],
        [360, 430, 388, 480, 396, 530],
        [360, 546, 326, 590, 320, 614],
        [300, 616],
      ],
    );
    return {
      art:
        path(outline) +
        path(
          sym(
            [300, 330],
            [
              [344, 220],
              [370, 224],
              [388, 300, 360, 330, 300, 350],
            ],
          ),
          ` fill="url(#l)"`,
        ) +
        stroke(
          `M230 224${scallops(230, 224, 300, 352, 5, 7)}${scallops(300, 352, 370, 224, 5, 7)}`,
          k.line,
          2,
        ),
      front: seams(k, 'M300 360V600M246 396Q300 420 354 396'),
      focus: [300, 300],
      ground: [628, 110],
    };
  },
  // Satin chemise with lace at the neck and hem.
  (k) => ({
    art:
      HANGER +
      cord(k, 'M262 206L268 126M338 206L332 126', 4) +
      path(
        sym(
          [300, 250],
          [
            [330, 240, 352, 200],
            [364, 250, 356, 300, 356, 330],
            [378, 420, 398, 500, 406, 560],
            [300, 572],
          ],
        ),
      ) +
      lace(k, 194, 540, 406, 540, 10, 14) +
      path(
        `M248 200L300 254L352 200L344 226L300 276L256 226Z`,
        ` fill="url(#l)" stroke="${k.line}" stroke-width="2"`,
      ),
    front: shine('M270 300Q260 420 238 520L258 520Q276 420 282 300Z', 0.25),
    focus: [300, 240],
    ground: [582, 130],
  }),
  // Kimono robe with a tie belt and lace cuffs.
  (k) => ({
    art: path(
      sym(
        [300, 380],
        [
          [334, 150],
          [444, 170],
          [478, 350],
          [400, 350],
          [398, 440, 400, 540, 404, 640],
          [300, 640],
        ],
      ),
    ),
    front:
      lace(k, 400, 350, 478, 350, 4, 10) +
      lace(k, 122, 350, 200, 350, 4, 10) +
      seams(k, 'M266 150L336 390L324 638', 3) +
      path('M198 374H402V398H198Z', ` fill="${k.base}"`) +
      path('M318 392Q296 460 282 520L298 522Q310 462 332 394Z', ` fill="${k.base}"`),
    focus: [320, 330],
    ground: [652, 140],
  }),
];
