import type { Draw } from './drawing-kit';
import { cord, HANGER, path, seams, sparkles, stroke, sym } from './svg-shapes';

/** Sequins: a repeating scatter of light and dark dots over the fabric. */
const sequins = (d: string) => path(d, ' fill="url(#s)" stroke="none"');

export const adultArt: readonly Draw[] = [
  // Sequin mini party dress with a sweetheart neckline.
  (k) => {
    const outline = sym(
      [300, 250],
      [
        [320, 218, 352, 222],
        [366, 232, 366, 252, 360, 264],
        [350, 300, 344, 330, 344, 352],
        [352, 400, 364, 450, 370, 530],
        [334, 540, 300, 538],
      ],
    );
    return {
      art: HANGER + cord(k, 'M254 228L262 126M346 228L338 126', 4) + path(outline) + sequins(outline),
      front: sparkles([
        [330, 300, 14],
        [262, 420, 10],
        [340, 480, 8],
        [246, 270, 7],
      ]),
      focus: [300, 320],
      ground: [552, 110],
    };
  },
  // Burlesque corset: boning, front lacing and a lace top edge.
  (k) => {
    const outline = sym(
      [300, 232],
      [
        [330, 206, 378, 206],
        [364, 262, 348, 310, 352, 344],
        [354, 384, 378, 424, 390, 480],
        [344, 494, 300, 508],
      ],
    );
    return {
      art: path(outline) + sequins(outline),
      front:
        seams(
          k,
          'M276 224Q270 290 278 344Q274 430 270 502M324 224Q330 290 322 344Q326 430 330 502M246 214Q246 290 262 344Q252 420 236 488M354 214Q354 290 338 344Q348 420 364 488',
        ) +
        stroke(
          'M290 250L310 270M310 250L290 270M290 290L310 310M310 290L290 310M290 330L310 350M310 330L290 350M290 370L310 390M310 370L290 390M290 410L310 430M310 410L290 430M290 450L310 470M310 450L290 470',
          k.accent,
          3,
        ) +
        sparkles([
          [354, 260, 12],
          [240, 400, 9],
          [360, 440, 7],
        ]),
      focus: [300, 330],
      ground: [520, 110],
      fit: [300, 360, 1.2],
    };
  },
  // Masquerade mask with filigree and a feather plume.
  (k) => ({
    art:
      path('M420 292C440 200 480 150 520 120C500 180 470 240 440 300Z', ` fill="${k.accent}"`) +
      path('M432 296C470 230 520 200 560 192C530 240 490 280 446 310Z', ` fill="${k.accent}"`) +
      path(
        `${sym(
          [300, 310],
          [
            [340, 280, 420, 258, 470, 276],
            [482, 306, 470, 346, 440, 376],
            [400, 406, 350, 396, 322, 368],
            [310, 354, 300, 360],
          ],
        )}M236 332C256 314 282 318 290 338C272 356 246 356 236 332ZM364 332C344 314 318 318 310 338C328 356 354 356 364 332Z`,
        ' fill-rule="evenodd"',
      ),
    front:
      stroke(
        'M208 300Q186 330 206 366M392 300Q414 330 394 366M250 376Q270 390 290 380M350 376Q330 390 310 380',
        'url(#m)',
        4,
      ) +
      path('M300 300m-10 0a10 10 0 1 0 20 0a10 10 0 1 0-20 0', ' fill="url(#m)" stroke-width="2"') +
      sparkles([
        [180, 290, 10],
        [430, 360, 8],
        [300, 400, 7],
      ]),
    focus: [300, 330],
    ground: [470, 180],
    fit: [320, 290, 1.1],
  }),
  // Gatsby flapper dress with rows of fringe and a beaded hip band.
  (k) => {
    const fringe = (top: number, from: number, to: number) => {
      let d = '';
      for (let x = from; x <= to; x += 8) d += `M${x} ${top}v60`;
      return d;
    };
    return {
      art:
        stroke(fringe(556, 212, 388), k.line, 5) +
        stroke(fringe(556, 212, 388), k.base, 3) +
        path(
          sym(
            [300, 216],
            [
              [318, 210, 330, 168],
              [344, 128],
              [356, 130],
              [366, 200],
              [372, 350],
              [392, 560],
              [300, 560],
            ],
          ),
        ) +
        stroke(fringe(360, 232, 368) + fringe(456, 220, 380), k.ink, 2.5, ' opacity=".55"'),
      front:
        path('M226 330H374V350H226Z', ' fill="url(#m)" stroke-width="2"') +
        sparkles([
          [270, 250, 10],
          [340, 470, 9],
          [240, 560, 7],
        ]),
      focus: [300, 330],
      ground: [620, 120],
    };
  },
];
