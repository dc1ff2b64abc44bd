import { CATEGORIES, COLORS } from '@shop/shared/catalog/catalog';
import { describe, expect, it } from 'vitest';
import {
  DESIGNS_PER_CATEGORY,
  type DemoArt,
  demoImagePath,
  parseDemoImagePath,
  renderProductSvg,
  VIEWS_PER_PRODUCT,
} from './product-art';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const every: DemoArt[] = CATEGORIES.flatMap((category) =>
  range(DESIGNS_PER_CATEGORY).flatMap((design) =>
    COLORS.flatMap((color) => range(VIEWS_PER_PRODUCT).map((view) => ({ category, design, color, view }))),
  ),
);
const drawings = every.map((art) => ({ art, svg: renderProductSvg(art) }));

/** Tags open and close in order, so browsers render the document rather than an error page. */
function isBalanced(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name as string);
  }
  return open.length === 0;
}

describe('demo image paths', () => {
  it('parses back every path it builds', () => {
    for (const art of every) {
      const path = demoImagePath(art);
      expect(path).toBe(`/media/demo/${art.category}/${art.design}/${art.color}/${art.view}.svg`);
      expect(parseDemoImagePath(path.slice('/media/demo/'.length))).toEqual(art);
    }
  });

  it.each([
    'dress/0/red/0.png',
    'hats/0/red/0.svg',
    'dress/0/orange/0.svg',
    'dress/09/red/0.svg',
    'dress/-1/red/0.svg',
    'dress/+1/red/0.svg',
    'dress/1.0/red/0.svg',
    'dress/99/red/0.svg',
    `dress/${DESIGNS_PER_CATEGORY}/red/0.svg`,
    `dress/0/red/${VIEWS_PER_PRODUCT}.svg`,
    'dress/0/red/.svg',
    'dress/0/Red/0.svg',
    'dress//red/0.svg',
    '../x',
    'dress/0/red/0.svg/extra',
    '/dress/0/red/0.svg',
    'dress/0/red/0.svg?x=1',
    'constructor/0/red/0.svg',
    '',
  ])('rejects %j', (key) => {
    expect(parseDemoImagePath(key)).toBeNull();
  });
});

describe('renderProductSvg', () => {
  it('draws a standalone 600 x 750 SVG document', () => {
    for (const { svg } of drawings) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 600 750"');
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(isBalanced(svg)).toBe(true);
    }
  });

  it('contains nothing that runs or loads anything', () => {
    for (const { svg } of drawings) {
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('href');
      expect(svg).not.toContain('foreignObject');
      expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
      expect(svg).not.toMatch(/url\((?!#[a-z]\))/);
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
    }
  });

  it('draws its backdrop and floor past every edge of the view box, so frames of another shape show no bands', () => {
    const attrs = (tag: string) =>
      Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/gi)].map(([, name, value]) => [name, value]));
    for (const { art, svg } of drawings) {
      const body = svg.slice(svg.indexOf('</defs>'));
      const rects = [...body.matchAll(/<rect [^>]*\/>/g)].map(([tag]) => attrs(tag));
      const [backdrop, floor] = rects;
      // The picture centred in frames from 1:4 (y -825..1575) to 3:1 (x -825..1425), as object-fit: fill draws it.
      expect(Number(backdrop?.x)).toBeLessThanOrEqual(-825);
      expect(Number(backdrop?.x) + Number(backdrop?.width)).toBeGreaterThanOrEqual(1425);
      expect(Number(backdrop?.y)).toBeLessThanOrEqual(-825);
      expect(Number(backdrop?.y) + Number(backdrop?.height)).toBeGreaterThanOrEqual(1575);
      expect(backdrop?.fill).toBe('url(#b)');
      if (art.view === 3) {
        expect(Number(floor?.x)).toBeLessThanOrEqual(-825);
        expect(Number(floor?.x) + Number(floor?.width)).toBeGreaterThanOrEqual(1425);
        expect(Number(floor?.y) + Number(floor?.height)).toBeGreaterThanOrEqual(1575);
      }
    }
    // An object-bounding-box gradient would stretch over the bleed and shift the backdrop's colour.
    expect(drawings[0]?.svg).toMatch(
      /<linearGradient id="b" gradientUnits="userSpaceOnUse" x1="600" y1="0" x2="0" y2="750">/,
    );
  });

  it('stays under 6 KB', () => {
    for (const { svg } of drawings) expect(svg.length).toBeLessThan(6 * 1024);
  });

  it('draws the same picture every time', () => {
    for (const { art, svg } of drawings.slice(0, 200)) expect(renderProductSvg(art)).toBe(svg);
  });

  it('draws something different for every category, design, colour and view', () => {
    expect(new Set(drawings.map((d) => d.svg)).size).toBe(drawings.length);
    const front = (category: DemoArt['category'], color: DemoArt['color'], design = 0) =>
      renderProductSvg({ category, design, color, view: 0 });
    expect(new Set(CATEGORIES.map((category) => front(category, 'red'))).size).toBe(CATEGORIES.length);
    expect(new Set(COLORS.map((color) => front('dress', color))).size).toBe(COLORS.length);
    const designs = range(DESIGNS_PER_CATEGORY).map((design) => front('shoes', 'black', design));
    expect(new Set(designs).size).toBe(DESIGNS_PER_CATEGORY);
  });
});
