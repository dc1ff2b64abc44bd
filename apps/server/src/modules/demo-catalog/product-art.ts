import { CATEGORIES, type Category, COLORS, type Color } from '@shop/shared/catalog';

/** How many silhouettes each category has; the generator picks one per product. */
export const DESIGNS_PER_CATEGORY = 4;
/** Front, back, detail and styled shots. */
export const VIEWS_PER_PRODUCT = 4;

export interface DemoArt {
  category: Category;
  design: number;
  color: Color;
  view: number;
}

export function demoImagePath(art: DemoArt): string {
  return `/media/demo/${art.category}/${art.design}/${art.color}/${art.view}.svg`;
}

const CATEGORY_SET: ReadonlySet<string> = new Set(CATEGORIES);
const COLOR_SET: ReadonlySet<string> = new Set(COLORS);
// Single digits only: both ranges are below ten, and this rules out '09', '+1' and '1e0' in one go.
const INDEX = /^\d$/;

/** Reads the part of a demo image URL after `/media/demo/`; anything not drawable is null. */
export function parseDemoImagePath(key: string): DemoArt | null {
  const parts = key.split('/');
  if (parts.length !== 4) return null;
  const [category = '', design = '', color = '', file = ''] = parts;
  if (!CATEGORY_SET.has(category) || !COLOR_SET.has(color) || !file.endsWith('.svg')) return null;
  const view = file.slice(0, -'.svg'.length);
  if (!INDEX.test(design) || !INDEX.test(view)) return null;
  const art = {
    category: category as Category,
    design: Number(design),
    color: color as Color,
    view: Number(view),
  };
  if (art.design >= DESIGNS_PER_CATEGORY || art.view >= VIEWS_PER_PRODUCT) return null;
  return art;
}

const HEX: Record<Color, string> = {
  black: '#2a2a30',
  red: '#c8313e',
  yellow: '#f2c12e',
  gold: '#c9a045',
  blue: '#2f5fae',
  silver: '#a9aeb6',
  beige: '#d8c19e',
  green: '#3d8a5a',
  pink: '#ee93b3',
  purple: '#7d4ea8',
  white: '#faf8f3',
};

// Each backdrop sits on the far side of the colour wheel from its item, so nothing blends in.
const BACKDROP: Record<Color, string> = {
  black: '#f2ece5',
  red: '#f6eee9',
  yellow: '#e8ecf3',
  gold: '#e9edf2',
  blue: '#f6efe5',
  silver: '#efe5da',
  beige: '#e3eaee',
  green: '#f5eee6',
  pink: '#ecf1ec',
  purple: '#f4efe6',
  white: '#d9d3ca',
};

const GOLD = ['#f7e6a6', '#d2ab52', '#93702a', '#ecd48b'];
const SILVER = ['#f5f6f8', '#b9bec6', '#7d838d', '#e2e5e9'];

function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount) + target * amount);
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`;
}
const lighten = (hex: string, amount: number) => mix(hex, 255, amount);
const darken = (hex: string, amount: number) => mix(hex, 0, amount);

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** Everything a drawing needs to know about its colours, as ready-to-use attribute values. */
interface Kit {
  base: string;
  line: string;
  /** Seams, ribs and folds: visible on the item whether it is dark or light. */
  ink: string;
  light: string;
  /** Hardware, chains and settings. */
  metal: 'gold' | 'silver';
  /** A second colour that sets off the item: linings, bands, bows. */
  accent: string;
  /** Lipstick tubes, caps and compact cases: dark, or gold when the product itself is black. */
  tube: string;
}

interface Drawing {
  art: string;
  /** Details that only the front shows: buttons, clasps, bows. */
  front?: string;
  /** Where the detail shot zooms in. */
  focus: readonly [number, number];
  /** The floor line the item stands on and half its width, for the shadow. */
  ground: readonly [number, number];
  /** Small or off-centre items: the point to centre on and how much to enlarge. */
  fit?: readonly [number, number, number];
}

type Draw = (k: Kit) => Drawing;

type Seg = readonly number[];

/** A closed outline from its right half: the left half is the mirror image, traced back up. */
function sym(start: readonly [number, number], segs: readonly Seg[], axis = 300): string {
  const m = (x: number) => axis * 2 - x;
  const ends: (readonly [number, number])[] = [start];
  let d = `M${start[0]} ${start[1]}`;
  for (const s of segs) {
    d += `${s.length === 2 ? 'L' : s.length === 4 ? 'Q' : 'C'}${s.join(' ')}`;
    ends.push([s[s.length - 2] ?? 0, s[s.length - 1] ?? 0]);
  }
  const last = ends[ends.length - 1] ?? start;
  if (last[0] !== axis) d += `L${m(last[0])} ${last[1]}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] ?? [];
    const [x, y] = ends[i] ?? start;
    if (s.length === 2) d += `L${m(x)} ${y}`;
    else if (s.length === 4) d += `Q${m(s[0] ?? 0)} ${s[1]} ${m(x)} ${y}`;
    else d += `C${m(s[2] ?? 0)} ${s[3]} ${m(s[0] ?? 0)} ${s[1]} ${m(x)} ${y}`;
  }
  return `${d}Z`;
}

const path = (d: string, attrs = '') => `<path d="${d}"${attrs}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;
/** A thin strap or string: an outline with the item's colour inside, as gradients vanish on straight lines. */
const cord = (k: Kit, d: string, width: number) => stroke(d, k.line, width + 3) + stroke(d, k.base, width);
const seams = (k: Kit, d: string, width = 2) => stroke(d, k.ink, width, ' opacity=".55"');
const shine = (d: string, opacity = 0.35) => path(d, ` fill="#fff" stroke="none" opacity="${opacity}"`);
const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
const sparkles = (points: readonly (readonly [number, number, number])[]) =>
  path(points.map(([x, y, r]) => sparkle(x, y, r)).join(''), ' fill="#fff" stroke="none" opacity=".9"');

/** Garments held up by straps hang from a simple wire hanger, so the straps lead somewhere. */
const HANGER = stroke('M300 96V84Q300 64 316 64Q330 64 330 78M300 96L230 126H370Z', '#8d9199', 4);

/** A wavy edge from (x1, y1) to (x2, y2), bulging to the left of that direction: lace trims. */
function scallops(x1: number, y1: number, x2: number, y2: number, count: number, depth: number): string {
  const dx = (x2 - x1) / count;
  const dy = (y2 - y1) / count;
  const length = Math.hypot(dx, dy) || 1;
  const nx = (dy / length) * depth;
  const ny = (-dx / length) * depth;
  let d = '';
  for (let i = 0; i < count; i++) {
    const cx = Math.round(x1 + dx * (i + 0.5) + nx);
    const cy = Math.round(y1 + dy * (i + 0.5) + ny);
    d += `Q${cx} ${cy} ${Math.round(x1 + dx * (i + 1))} ${Math.round(y1 + dy * (i + 1))}`;
  }
  return d;
}
const lace = (k: Kit, x1: number, y1: number, x2: number, y2: number, count: number, depth: number) =>
  path(`M${x1} ${y1}${scallops(x1, y1, x2, y2, count, depth)}Z`, ' fill="url(#l)" stroke="none"') +
  stroke(`M${x1} ${y1}${scallops(x1, y1, x2, y2, count, depth)}`, k.line, 2);

const dress: readonly Draw[] = [
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

const SLEEVED: readonly Seg[] = [
  [382, 166],
  [424, 190, 440, 330, 454, 470],
  [414, 480],
  [404, 380, 396, 300, 384, 262],
];

const clothing: readonly Draw[] = [
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

const SHOE_FOCUS = [380, 500] as const;

const shoes: readonly Draw[] = [
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

const accessories: readonly Draw[] = [
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

const jewellery: readonly Draw[] = [
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

const cosmetics: readonly Draw[] = [
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

const swim: readonly Draw[] = [
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

const lingerie: readonly Draw[] = [
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

const costumes: readonly Draw[] = [
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

/** Sequins: a repeating scatter of light and dark dots over the fabric. */
const sequins = (d: string) => path(d, ' fill="url(#s)" stroke="none"');

const adult: readonly Draw[] = [
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

const DRAWINGS: Record<Category, readonly Draw[]> = {
  accessories,
  costumes,
  cosmetics,
  clothing,
  jewellery,
  swim,
  lingerie,
  shoes,
  adult,
  dress,
};

/**
 * Which metal the drawing uses for settings and hardware, so product titles can name the same one:
 * jewellery is silver for cool colours and gold otherwise; bag hardware contrasts with warm leathers.
 */
export function metalFor(category: Category, color: Color): 'gold' | 'silver' {
  const silver =
    category === 'jewellery'
      ? color === 'silver' || color === 'white' || color === 'black' || color === 'blue'
      : color === 'gold' || color === 'yellow' || color === 'beige';
  return silver ? 'silver' : 'gold';
}

function kitFor(category: Category, color: Color): Kit {
  const base = HEX[color];
  const light = luminance(base) > 0.6;
  return {
    base,
    line: color === 'white' ? '#a59e93' : darken(base, light ? 0.38 : 0.5),
    ink: light ? darken(base, 0.4) : lighten(base, 0.45),
    light: lighten(base, 0.22),
    metal: metalFor(category, color),
    accent: color === 'black' || color === 'purple' || color === 'blue' ? '#d2ab52' : '#2a2a30',
    tube: color === 'black' ? '#c9a045' : '#2b2a30',
  };
}

function gradient(id: string, stops: readonly string[], x2 = 1): string {
  const step = 1 / Math.max(stops.length - 1, 1);
  return `<linearGradient id="${id}" x1="${1 - x2}" y1="0" x2="${x2}" y2="1">${stops
    .map((color, i) => `<stop offset="${+(i * step).toFixed(2)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

/**
 * How far the backdrop and the floor reach past the view box. An <img> whose frame has another
 * shape than 4:5 (object-fit: fill, the default) shows the whole drawing centred and the SVG's
 * surroundings beside it: with the bleed those are the picture's own backdrop, not empty bands.
 * 900 on each side covers frames from 1:4 to 3:1.
 */
const BLEED = 900;
const BLEED_X = ` x="${-BLEED}"`;
const BLEED_WIDTH = ` width="${600 + 2 * BLEED}"`;

/** A 600 x 750 product shot of one design of a category, in one colour, from one of four views. */
export function renderProductSvg(art: DemoArt): string {
  const draw = DRAWINGS[art.category][art.design];
  if (!draw) throw new RangeError(`No design ${art.design} for ${art.category}`);
  const k = kitFor(art.category, art.color);
  const drawing = draw(k);
  const back = art.view === 1;
  const x2 = back ? 0 : 1;
  const backdrop = BACKDROP[art.color];
  const fabric =
    art.color === 'gold' ? GOLD : art.color === 'silver' ? SILVER : [k.light, k.base, darken(k.base, 0.2)];
  const [gx, gy] = drawing.focus;
  const [floor, half] = drawing.ground;

  const [cx, cy, zoom] = drawing.fit ?? [300, 390, 1];
  // Every view is one matrix: scale, optionally mirror, and move an anchor point of the drawing.
  let scale = zoom;
  // From a point of the drawing to a point of the picture.
  let anchor: [number, number, number, number] = [cx, cy, 300, 390];
  let scene = '';
  if (art.view === 3) {
    scene =
      `<path d="M150 600V300A150 150 0 0 1 450 300V600Z" fill="${darken(backdrop, 0.06)}"/>` +
      `<rect${BLEED_X} y="600"${BLEED_WIDTH} height="${150 + BLEED}" fill="${darken(backdrop, 0.1)}"/>`;
    scale = zoom * 0.68;
    anchor = [cx, floor, 300, 640];
  } else if (art.view === 2) {
    scale = Math.max(1.6, zoom * 1.3);
    anchor = [gx, gy, 300, 375];
  }
  const [ax, ay, bx, by] = anchor;
  const sx = back ? -scale : scale;
  const transform = ` transform="matrix(${+sx.toFixed(3)} 0 0 ${+scale.toFixed(3)} ${Math.round(bx - sx * ax)} ${Math.round(by - scale * ay)})"`;
  const shadow =
    art.view === 2
      ? ''
      : `<ellipse cx="300" cy="${floor}" rx="${half}" ry="${Math.round(half / 8)}" fill="#000" opacity=".1"/>`;

  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750" width="600" height="750">' +
    '<defs>' +
    // In user space: over the bleed an object-bounding-box gradient would stretch and change colour.
    `<linearGradient id="b" gradientUnits="userSpaceOnUse" x1="600" y1="0" x2="0" y2="750"><stop offset="0" stop-color="${lighten(backdrop, 0.4)}"/><stop offset="1" stop-color="${backdrop}"/></linearGradient>` +
    gradient('f', fabric, x2) +
    gradient('m', k.metal === 'gold' ? GOLD : SILVER, x2) +
    gradient('x', ['#5b5f6b', '#1d1f26', '#3b3f4a'], x2) +
    `<pattern id="l" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="3.5" fill="none" stroke="${k.ink}" stroke-width="1.2"/></pattern>` +
    `<pattern id="s" width="14" height="12" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3" r="3" fill="#fff" opacity=".35"/><circle cx="10.5" cy="9" r="3" fill="${darken(k.base, 0.35)}" opacity=".35"/></pattern>` +
    '</defs>' +
    `<rect${BLEED_X} y="${-BLEED}"${BLEED_WIDTH} height="${750 + 2 * BLEED}" fill="url(#b)"/>` +
    scene +
    `<g${transform}>${shadow}<g fill="url(#f)" stroke="${k.line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">` +
    drawing.art +
    (back ? '' : (drawing.front ?? '')) +
    '</g></g></svg>'
  );
}
