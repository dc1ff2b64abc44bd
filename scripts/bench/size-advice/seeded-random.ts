// The simulated shop's dice: mulberry32, the generator the demo catalog uses, so one seed gives the
// same shop, the same purchases and the same figures on every machine.

export interface Dice {
  /** A number in [0, 1). */
  next: () => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  /** A whole number in [0, n). */
  below: (n: number) => number;
  /** Normally distributed, by Box–Muller. */
  normal: (mean: number, sd: number) => number;
  /** An index drawn in proportion to `cumulative`'s steps (a running total of weights). */
  weighted: (cumulative: readonly number[]) => number;
}

export function seededDice(seed: number): Dice {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    chance: (p) => next() < p,
    below: (n) => Math.floor(next() * n),
    normal: (mean, sd) => mean + sd * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    weighted: (cumulative) => {
      const total = cumulative[cumulative.length - 1] ?? 0;
      const x = next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] ?? 0) > x) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
  };
}
