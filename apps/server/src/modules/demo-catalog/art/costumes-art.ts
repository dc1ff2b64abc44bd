import type { Draw } from './drawing-kit';
import { cord, path, seams, sparkles, stroke, sym } from './svg-shapes';

export const costumesArt: readonly Draw[] = [
  // Witch hat with a buckled band.
  (k) => ({
    art:
      path('M300 560m-214 0a214 54 0 1 0 428 0a214 54 0 1 0-428 0') +
      path('M196 552Q244 420 272 314Q292 220 392 148Q346 232 336 320Q340 440 404 552Q300 580 196 552Z') +
      path('M196 552Q300 580 404 552L394 516Q300 540 206 516Z', ` fill="${k.accent}"`),
    front:
      path('M282 516H318V556H282Z', ' fill="none" stroke="url(#m)" stroke-width="7"') +
      sparkles([
        [152, 260, 14],
        [450, 300, 10],
        [206, 180, 8],
      ]),
    focus: [300, 480],
    ground: [620, 210],
  }),
  // Hooded cape with a contrasting lining and collar.
  (k) => ({
    art:
      path(
        sym(
          [300, 214],
          [
            [330, 212],
            [404, 118],
            [396, 176, 366, 214],
            [424, 320, 458, 520, 470, 650],
            [434, 672],
            [396, 648],
            [356, 672],
            [318, 650],
            [300, 668],
          ],
        ),
      ) + path('M300 226L262 230Q244 440 256 620L300 640L344 620Q356 440 338 230Z', ` fill="${k.accent}"`),
    front:
      path('M300 222m-16 0a16 16 0 1 0 32 0a16 16 0 1 0-32 0', ' fill="url(#m)" stroke-width="2"') +
      seams(k, 'M376 280Q420 460 434 660M224 280Q180 460 166 660'),
    focus: [300, 220],
    ground: [676, 170],
  }),
  // Tiara and star wand.
  (k) => ({
    art:
      path('M166 300Q300 230 434 300L424 314Q300 252 176 314Z', ' fill="url(#m)"') +
      path(
        'M180 300L204 252L226 284L262 220L284 270L300 176L316 270L338 220L374 284L396 252L420 300Q300 244 180 300Z',
        ' fill="url(#m)"',
      ) +
      path(
        'M300 230m-14 0a14 18 0 1 0 28 0a14 18 0 1 0-28 0M262 254m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0M338 254m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0',
        ' stroke-width="2"',
      ) +
      stroke('M196 660L350 440', k.line, 14) +
      stroke('M196 660L350 440', 'url(#m)', 9) +
      path('M372 336L392 386L446 388L404 420L418 472L372 442L326 472L340 420L298 388L352 386Z'),
    front:
      cord(k, 'M350 444Q330 500 350 540M356 446Q390 490 384 540', 4) +
      sparkles([
        [460, 330, 12],
        [300, 360, 8],
        [170, 220, 10],
      ]),
    focus: [300, 250],
    ground: [668, 160],
  }),
  // Butterfly wings on a soft harness.
  (k) => ({
    art:
      path('M300 366C330 250 430 160 486 190C530 230 480 350 314 392Z') +
      path('M300 366C270 250 170 160 114 190C70 230 120 350 286 392Z') +
      path('M310 400C400 396 476 456 446 536C416 596 330 520 306 420Z', ` fill="${k.light}"`) +
      path('M290 400C200 396 124 456 154 536C184 596 270 520 294 420Z', ` fill="${k.light}"`) +
      path('M300 340m-14 0a14 74 0 1 0 28 0a14 74 0 1 0-28 0', ` fill="${k.accent}"`),
    front:
      seams(
        k,
        'M314 370Q380 290 470 206M316 382Q400 330 480 300M286 370Q220 290 130 206M284 382Q200 330 120 300M310 410Q380 450 430 520M290 410Q220 450 170 520',
      ) +
      sparkles([
        [420, 240, 10],
        [180, 260, 8],
        [400, 500, 7],
        [200, 480, 9],
      ]),
    focus: [380, 280],
    ground: [590, 170],
  }),
];
