import type { Draw } from './drawing-kit';
import { path, seams, shine } from './svg-shapes';

export const cosmeticsArt: readonly Draw[] = [
  // Lipstick standing, its cap lying beside it.
  (k) => ({
    art:
      path('M316 532H470Q478 532 478 540V612Q478 620 470 620H316Z', ` fill="${k.tube}"`) +
      path('M300 532H320V620H300Z', ' fill="url(#m)"') +
      path('M208 384V266Q208 246 226 236L276 204V384Z') +
      path('M198 380H286V444H198Z', ' fill="url(#m)"') +
      path('M190 440H294V620H190Z', ` fill="${k.tube}"`),
    front:
      shine('M206 456H218V604H206ZM330 546H462V558H330Z', 0.22) +
      shine('M218 276Q218 256 232 248V370H218Z', 0.4),
    focus: [242, 300],
    ground: [622, 160],
    fit: [334, 412, 1.1],
  }),
  // Open powder compact: mirror lid behind, pressed pan in front.
  (k) => ({
    art:
      path('M300 310m-150 0a150 150 0 1 0 300 0a150 150 0 1 0-300 0', ` fill="${k.tube}"`) +
      path('M300 310m-124 0a124 124 0 1 0 248 0a124 124 0 1 0-248 0', ' fill="#dfe3e9" stroke-width="2"') +
      shine('M214 280L300 210L326 226L236 320Z', 0.45) +
      path('M150 480V516A150 56 0 0 0 450 516V480Z', ` fill="${k.tube}"`) +
      path('M300 480m-150 0a150 56 0 1 0 300 0a150 56 0 1 0-300 0', ` fill="${k.tube}"`) +
      path('M300 480m-120 0a120 42 0 1 0 240 0a120 42 0 1 0-240 0', ' fill="url(#f)" stroke-width="2"'),
    front: seams(k, 'M220 480Q300 450 380 480M240 494Q300 470 360 494M256 466Q300 452 344 466'),
    focus: [300, 470],
    ground: [574, 170],
  }),
  // Perfume bottle with a metal collar and faceted cap.
  (k) => ({
    art:
      path('M226 192H374L362 302H238Z', ` fill="${k.tube}"`) +
      path('M270 300H330V340H270Z', ' fill="url(#m)"') +
      path(
        'M226 336H374Q412 336 412 376V586Q412 626 372 626H228Q188 626 188 586V376Q188 336 226 336Z',
        ' opacity=".95"',
      ) +
      path(
        'M232 362H368Q386 362 386 382V578Q386 600 364 600H236Q214 600 214 578V382Q214 362 232 362Z',
        ` fill="none" stroke="#fff" opacity=".45"`,
      ),
    front:
      path('M246 450H354V508H246Z', ` fill="#fff" stroke="${k.line}" stroke-width="2" opacity=".75"`) +
      shine('M226 380H242V584H226ZM250 208H262L258 290H248Z', 0.4),
    focus: [300, 330],
    ground: [630, 150],
  }),
  // Nail polish with a tall cap and a swatch.
  (k) => ({
    art:
      path('M262 196H338Q346 196 346 206V398H254V206Q254 196 262 196Z', ` fill="${k.tube}"`) +
      path('M270 396H330V428H270Z', ` fill="${k.light}"`) +
      path('M252 424H348Q392 424 392 468V586Q392 626 352 626H248Q208 626 208 586V468Q208 424 252 424Z'),
    front: shine('M268 212H280V384H268Z', 0.3) + shine('M226 460Q226 444 240 440V596Q226 590 226 576Z', 0.45),
    focus: [300, 420],
    ground: [630, 130],
  }),
];
