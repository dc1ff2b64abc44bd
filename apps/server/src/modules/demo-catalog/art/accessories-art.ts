import type { Draw } from './drawing-kit';
import { path, seams, shine, stroke } from './svg-shapes';

export const accessoriesArt: readonly Draw[] = [
  // Structured top-handle bag with a flap and clasp.
  (k) => ({
    art:
      path('M230 334C228 180 372 180 370 334L352 334C352 204 248 204 248 334Z') +
      path('M188 328L412 328L442 592Q444 612 422 612L178 612Q156 612 158 592Z') +
      path('M188 328L412 328L422 424Q300 456 178 424Z', ` fill="${k.light}"`),
    front:
      stroke('M192 340L408 340L416 414Q300 444 184 414Z', k.ink, 2, ' stroke-dasharray="6 6" opacity=".6"') +
      path('M280 424H320V458H280Z', ' fill="url(#m)" stroke-width="2"') +
      path('M232 318H252V340H232ZM348 318H368V340H348Z', ' fill="url(#m)" stroke-width="2"'),
    focus: [300, 420],
    ground: [622, 150],
  }),
  // Saddle bag on a chain shoulder strap.
  (k) => ({
    art:
      stroke('M214 392C190 250 230 132 300 130C370 132 410 250 386 392', k.line, 11) +
      stroke(
        'M214 392C190 250 230 132 300 130C370 132 410 250 386 392',
        'url(#m)',
        7,
        ' stroke-dasharray="10 4"',
      ) +
      path('M196 384H404Q424 384 424 406V538Q424 584 380 584H220Q176 584 176 538V406Q176 384 196 384Z') +
      path(
        'M196 384H404Q424 384 424 406V440Q424 520 300 520Q176 520 176 440V406Q176 384 196 384Z',
        ` fill="${k.light}"`,
      ),
    front:
      path('M286 506H314V530H286Z', ' fill="url(#m)" stroke-width="2"') +
      stroke('M188 408Q188 508 300 508Q412 508 412 408', k.ink, 2, ' stroke-dasharray="6 6" opacity=".6"'),
    focus: [300, 470],
    ground: [594, 140],
  }),
  // Envelope clutch.
  (k) => ({
    art:
      path('M150 330H450Q462 330 462 342V510Q462 522 450 522H150Q138 522 138 510V342Q138 330 150 330Z') +
      path('M140 336L300 462L460 336Q456 330 450 330H150Q144 330 140 336Z', ` fill="${k.light}"`),
    front:
      path('M300 446m-16 0a16 16 0 1 0 32 0a16 16 0 1 0-32 0', ' fill="url(#m)" stroke-width="2"') +
      seams(k, 'M140 510L262 420M460 510L338 420'),
    focus: [300, 430],
    ground: [532, 170],
    fit: [300, 426, 1.15],
  }),
  // Cat-eye sunglasses.
  (k) => {
    const lens = (flip: boolean) => {
      const x = (v: number) => (flip ? 600 - v : v);
      return `M${x(290)} 344C${x(292)} 392 ${x(262)} 428 ${x(210)} 428C${x(164)} 428 ${x(136)} 396 ${x(130)} 346C${x(128)} 324 ${x(112)} 310 ${x(104)} 296C${x(170)} 316 ${x(240)} 306 ${x(290)} 344Z`;
    };
    const frame = lens(false) + lens(true);
    return {
      art:
        stroke('M104 300L74 344M496 300L526 344', k.line, 12) +
        stroke('M104 300L74 344M496 300L526 344', k.base, 7) +
        stroke(frame, k.line, 26) +
        stroke(frame, 'url(#f)', 20) +
        path(frame, ' fill="url(#x)" stroke="none"') +
        stroke('M290 346Q300 332 310 346', k.line, 14) +
        stroke('M290 346Q300 332 310 346', k.base, 9),
      front: shine('M160 330L196 330L160 400L140 388ZM394 330L430 330L394 400L374 388Z', 0.25),
      focus: [220, 360],
      ground: [470, 200],
      fit: [300, 362, 1.05],
    };
  },
];
