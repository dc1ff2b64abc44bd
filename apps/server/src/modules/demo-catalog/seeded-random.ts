/** mulberry32: tiny, fast and good enough for demo data; returns unsigned 32-bit integers. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** UUID v4 shaped ids from a generator's stream. */
export function uuidFrom(next: () => number): () => string {
  return () => {
    const a = next();
    const b = hex32(((next() & 0xffff0fff) | 0x4000) >>> 0);
    const c = hex32(((next() & 0x3fffffff) | 0x80000000) >>> 0);
    return `${hex32(a)}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${hex32(next())}`;
  };
}

const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex32 = (n: number) =>
  `${HEX_BYTES[n >>> 24]}${HEX_BYTES[(n >>> 16) & 255]}${HEX_BYTES[(n >>> 8) & 255]}${HEX_BYTES[n & 255]}`;
