import { CATEGORIES, type Category, COLORS, type Color } from '@shop/shared/catalog/catalog';
import { accessoriesArt } from './art/accessories-art';
import { adultArt } from './art/adult-art';
import { BACKDROP, GOLD, HEX, SILVER } from './art/art-palette';
import { clothingArt } from './art/clothing-art';
import { darken, lighten, luminance } from './art/colour-mix';
import { cosmeticsArt } from './art/cosmetics-art';
import { costumesArt } from './art/costumes-art';
import type { Draw, Kit } from './art/drawing-kit';
import { dressArt } from './art/dress-art';
import { jewelleryArt } from './art/jewellery-art';
import { lingerieArt } from './art/lingerie-art';
import { shoesArt } from './art/shoes-art';
import { swimArt } from './art/swim-art';

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

const DRAWINGS: Record<Category, readonly Draw[]> = {
  accessories: accessoriesArt,
  costumes: costumesArt,
  cosmetics: cosmeticsArt,
  clothing: clothingArt,
  jewellery: jewelleryArt,
  swim: swimArt,
  lingerie: lingerieArt,
  shoes: shoesArt,
  adult: adultArt,
  dress: dressArt,
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
