import type { Draw } from './drawing-kit';
import { path, type Seg, seams, sym } from './svg-shapes';

const SLEEVED: readonly Seg[] = [
  [382, 166],
  [424, 190, 440, 330, 454, 470],
  [414, 480],
  [404, 380, 396, 300, 384, 262],
];

export const clothingArt: readonly Draw[] = [
  // Crew-neck jumper with ribbed neck, cuffs and hem.
  (k) => ({
    art: path(sym([300, 184], [[328, 184, 338, 156], ...SLEEVED, [388, 524], [300, 524]])),
    front:
      seams(k, 'M262 158Q300 200 338 158M216 496H384M408 452L452 446M192 452L148 446') +
      seams(k, 'M232 500V522M256 500V522M280 500V522M304 500V522M328 500V522M352 500V522M376 500V522', 1.5),
    focus: [300, 200],
    ground: [540, 170],
    fit: [300, 340, 1.1],
  }),
  // Cardigan: V opening, buttons and patch pockets.
  (k) => ({
    art: path(sym([300, 300], [[336, 152], ...SLEEVED, [388, 564], [300, 564]])),
    front:
      seams(
        k,
        'M300 300V564M264 154L296 290M336 154L304 290M214 536H386M238 440H286V500H238ZM314 440H362V500H314Z',
      ) +
      path(
        [330, 370, 410, 450, 510].map((y) => `M300 ${y - 7}a7 7 0 1 0 .1 0`).join(''),
        ` fill="${k.accent}" stroke-width="2"`,
      ),
    focus: [300, 330],
    ground: [580, 170],
    fit: [300, 366, 1.05],
  }),
  // Shirt: pointed collar, button placket, curved hem.
  (k) => ({
    art:
      path(sym([300, 174], [[326, 172, 334, 150], ...SLEEVED, [388, 516], [386, 548, 340, 548, 300, 562]])) +
      path(
        sym(
          [300, 186],
          [
            [332, 146],
            [348, 154],
            [326, 212],
          ],
        ),
        ` fill="${k.light}"`,
      ),
    front:
      seams(k, 'M292 190V556M308 190V556M224 262H270V310H224ZM410 442L452 436M190 442L148 436') +
      path(
        [236, 300, 364, 428, 492].map((y) => `M300 ${y - 5}a5 5 0 1 0 .1 0`).join(''),
        ` fill="${k.accent}" stroke-width="1.5"`,
      ),
    focus: [300, 230],
    ground: [572, 170],
    fit: [300, 356, 1.05],
  }),
  // Wide-leg trousers with a waistband, pleats and slant pockets.
  (k) => ({
    art: path(
      sym(
        [300, 150],
        [
          [378, 150],
          [388, 260, 412, 420, 428, 662],
          [322, 662],
          [300, 318],
        ],
      ),
    ),
    front:
      seams(
        k,
        'M224 186H376M244 150V186M356 150V186M300 186Q316 250 300 300M238 190L256 250M362 190L344 250',
      ) + seams(k, 'M270 192Q268 420 258 656M330 192Q332 420 342 656', 1.5),
    focus: [300, 220],
    ground: [674, 150],
  }),
];
