import type { Draw } from './drawing-kit';
import { path, seams, shine, sparkles, stroke } from './svg-shapes';

export const jewelleryArt: readonly Draw[] = [
  // Pair of drop earrings.
  () => {
    const earring = (x: number) =>
      stroke(
        `M${x} 262V228C${x} 198 ${x + 34} 198 ${x + 34} 226C${x + 34} 242 ${x + 30} 254 ${x + 24} 260`,
        'url(#m)',
        5,
      ) +
      path(`M${x} 272m-14 0a14 14 0 1 0 28 0a14 14 0 1 0-28 0`, ' fill="url(#m)" stroke-width="2"') +
      stroke(`M${x} 286V306`, 'url(#m)', 5) +
      path(
        `M${x} 304C${x + 32} 344 ${x + 46} 384 ${x + 46} 416A46 46 0 0 1 ${x - 46} 416C${x - 46} 384 ${x - 32} 344 ${x} 304Z`,
        ` fill="url(#f)" stroke="url(#m)" stroke-width="9"`,
      ) +
      shine(`M${x - 24} 412Q${x - 22} 372 ${x - 6} 346Q${x - 12} 384 ${x - 12} 414Z`, 0.5);
    return {
      art: earring(216) + earring(384),
      front: sparkles([
        [250, 340, 10],
        [418, 390, 8],
      ]),
      focus: [216, 380],
      ground: [480, 160],
      fit: [300, 330, 1.3],
    };
  },
  // Pendant necklace.
  (k) => ({
    art:
      stroke('M150 140C156 380 252 470 300 478C348 470 444 380 450 140', k.line, 7) +
      stroke(
        'M150 140C156 380 252 470 300 478C348 470 444 380 450 140',
        'url(#m)',
        4,
        ' stroke-dasharray="7 3"',
      ) +
      path(
        'M300 486m-12 0a12 12 0 1 0 24 0a12 12 0 1 0-24 0',
        ' fill="none" stroke="url(#m)" stroke-width="6"',
      ) +
      path('M300 556m-58 0a58 62 0 1 0 116 0a58 62 0 1 0-116 0', ' fill="url(#m)"') +
      path('M300 556m-42 0a42 46 0 1 0 84 0a42 46 0 1 0-84 0', ' fill="url(#f)" stroke-width="2"') +
      shine('M276 536Q284 516 304 512Q290 530 288 552Z', 0.55),
    front: sparkles([
      [336, 520, 12],
      [262, 590, 7],
    ]),
    focus: [300, 530],
    ground: [632, 110],
  }),
  // Cocktail ring with a large oval stone.
  (k) => ({
    art:
      path(
        'M300 300C410 300 440 380 440 460C440 560 380 620 300 620C220 620 160 560 160 460C160 380 190 300 300 300ZM300 332C220 332 192 392 192 460C192 540 240 588 300 588C360 588 408 540 408 460C408 392 380 332 300 332Z',
        ' fill="url(#m)" fill-rule="evenodd"',
      ) +
      path('M238 330L252 266H348L362 330Z', ' fill="url(#m)"') +
      path(
        'M300 186C352 186 384 218 384 258C384 298 352 330 300 330C248 330 216 298 216 258C216 218 248 186 300 186Z',
      ) +
      path(
        'M300 216C330 216 352 234 352 258C352 282 330 300 300 300C270 300 248 282 248 258C248 234 270 216 300 216Z',
        ` fill="${k.light}" stroke="${k.ink}" stroke-width="2" opacity=".8"`,
      ) +
      seams(
        k,
        'M300 186V216M300 300V330M216 258H248M352 258H384M240 208L264 226M360 208L336 226M240 308L264 290M360 308L336 290',
      ),
    front: sparkles([
      [338, 226, 14],
      [212, 200, 9],
      [400, 300, 8],
    ]),
    focus: [300, 270],
    ground: [630, 150],
  }),
  // Bangle set with stones.
  () => ({
    art:
      path(
        'M300 290C410 290 480 350 480 430C480 510 410 570 300 570C190 570 120 510 120 430C120 350 190 290 300 290ZM300 328C206 328 158 374 158 430C158 486 206 532 300 532C394 532 442 486 442 430C442 374 394 328 300 328Z',
        ' fill="url(#m)" fill-rule="evenodd"',
      ) +
      path(
        [
          [170, 500],
          [210, 534],
          [254, 550],
          [300, 554],
          [346, 550],
          [390, 534],
          [430, 500],
        ]
          .map(([x, y]) => `M${x} ${(y ?? 0) - 12}a12 12 0 1 0 .1 0`)
          .join(''),
        ' stroke-width="2"',
      ),
    front: sparkles([
      [300, 542, 9],
      [210, 524, 6],
      [420, 360, 11],
    ]),
    focus: [300, 520],
    ground: [580, 190],
    fit: [300, 430, 1.15],
  }),
];
