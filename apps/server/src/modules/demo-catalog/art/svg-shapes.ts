import type { Kit } from './drawing-kit';

export type Seg = readonly number[];

/** A closed outline from its right half: the left half is the mirror image, traced back up. */
export function sym(start: readonly [number, number], segs: readonly Seg[], axis = 300): string {
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

export const path = (d: string, attrs = '') => `<path d="${d}"${attrs}/>`;
export const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;
/** A thin strap or string: an outline with the item's colour inside, as gradients vanish on straight lines. */
export const cord = (k: Kit, d: string, width: number) =>
  stroke(d, k.line, width + 3) + stroke(d, k.base, width);
export const seams = (k: Kit, d: string, width = 2) => stroke(d, k.ink, width, ' opacity=".55"');
export const shine = (d: string, opacity = 0.35) =>
  path(d, ` fill="#fff" stroke="none" opacity="${opacity}"`);
const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
export const sparkles = (points: readonly (readonly [number, number, number])[]) =>
  path(points.map(([x, y, r]) => sparkle(x, y, r)).join(''), ' fill="#fff" stroke="none" opacity=".9"');

/** Garments held up by straps hang from a simple wire hanger, so the straps lead somewhere. */
export const HANGER = stroke('M300 96V84Q300 64 316 64Q330 64 330 78M300 96L230 126H370Z', '#8d9199', 4);

/** A wavy edge from (x1, y1) to (x2, y2), bulging to the left of that direction: lace trims. */
export function scallops(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  count: number,
  depth: number,
): string {
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
export const lace = (k: Kit, x1: number, y1: number, x2: number, y2: number, count: number, depth: number) =>
  path(`M${x1} ${y1}${scallops(x1, y1, x2, y2, count, depth)}Z`, ' fill="url(#l)" stroke="none"') +
  stroke(`M${x1} ${y1}${scallops(x1, y1, x2, y2, count, depth)}`, k.line, 2);
