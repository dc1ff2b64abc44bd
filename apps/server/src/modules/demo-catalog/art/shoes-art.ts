import { darken } from './colour-mix';
import type { Draw } from './drawing-kit';
import { cord, path, seams, stroke } from './svg-shapes';

const SHOE_FOCUS = [380, 500] as const;

export const shoesArt: readonly Draw[] = [
  // Stiletto court shoe, toe to the right.
  (k) => ({
    art:
      path('M208 450L238 456L228 566L218 566Z', ` fill="${darken(k.base, 0.25)}"`) +
      path(
        'M196 360Q188 412 206 450L238 456C292 470 332 536 392 548L462 550Q490 548 486 532C470 510 420 488 366 474C322 462 262 424 232 388Q216 366 196 360Z',
      ) +
      path(
        'M200 368C230 396 290 450 360 472C300 466 246 434 218 404Z',
        ` fill="${k.light}" stroke-width="2"`,
      ),
    front: seams(k, 'M240 462C292 476 334 540 392 552L470 552'),
    focus: SHOE_FOCUS,
    ground: [568, 150],
    fit: [340, 460, 1.4],
  }),
  // Chelsea ankle boot on a block heel.
  (k) => ({
    art:
      path(
        'M214 246L318 246C322 320 324 370 342 410C390 450 452 470 474 508Q488 530 474 552L384 552C340 552 300 520 268 520L264 562L206 562C196 440 206 320 214 246Z',
      ) + path('M206 522L268 522L264 562L206 562Z', ` fill="${darken(k.base, 0.3)}"`),
    front:
      path('M246 246L298 246L290 350Q272 386 256 350Z', ` fill="${darken(k.base, 0.25)}" stroke-width="2"`) +
      seams(k, 'M270 520C320 520 340 548 384 548L474 548'),
    focus: [280, 330],
    ground: [566, 150],
    fit: [345, 404, 1.25],
  }),
  // Knee-high boot with a slim heel and side zip.
  (k) => ({
    art:
      path(
        'M196 128L318 120C314 230 300 330 318 420C360 460 440 478 470 510Q486 532 472 552L390 552C344 552 300 526 266 522L250 564L236 564L226 520C196 440 168 280 196 128Z',
      ) + path('M226 522L266 522L250 564L236 564Z', ` fill="${darken(k.base, 0.3)}"`),
    front:
      stroke('M228 140C220 260 230 380 250 470', k.ink, 3, ' stroke-dasharray="2 5" opacity=".7"') +
      seams(k, 'M196 146L316 138M270 524C320 524 344 550 390 550L472 550'),
    focus: [300, 400],
    ground: [568, 150],
    fit: [330, 342, 1.15],
  }),
  // Strappy block-heel sandal.
  (k) => ({
    art:
      path('M206 474L252 478L248 564L212 564Z', ` fill="${darken(k.base, 0.3)}"`) +
      path(
        'M198 462L252 470C300 486 340 534 392 540L466 540Q490 540 488 528Q486 516 466 516L396 518C340 516 300 466 250 452L202 448Q190 452 198 462Z',
        ` fill="${k.light}"`,
      ) +
      cord(
        k,
        'M206 452C202 420 208 396 218 380M212 380Q256 368 292 384M292 384C300 420 320 460 346 504',
        10,
      ) +
      cord(k, 'M372 516Q396 468 436 514M420 516Q446 476 472 516', 12),
    focus: SHOE_FOCUS,
    ground: [566, 150],
    fit: [343, 466, 1.4],
  }),
];
