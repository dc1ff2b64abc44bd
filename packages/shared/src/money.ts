/**
 * Money is integer cents everywhere inside the system. These helpers are the only
 * places where cents become text or text becomes cents, so float rounding never
 * creeps into prices (0.1 + 0.2 !== 0.3).
 */

const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** 5900 -> "59.00" (the shape of price.amount in docs/product/api.md). */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 5900 -> 59, 5990 -> 59.9: the dollars the JSON answers carry as numbers, read from the exact text. */
export function centsToDollars(cents: number): number {
  return Number(formatAmount(cents));
}

/** 5900 -> "$59.00", the way the shop shows money to people. */
export function formatPrice(cents: number): string {
  const amount = formatAmount(cents);
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}

/** "59", "59.5", "59.50" -> 5950; anything else (negative, 3 decimals, text) -> null. */
export function parseDollars(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "59.00" (an API amount) -> 5900, for the browser which receives amounts as strings. */
export function amountToCents(amount: string): number {
  const cents = parseDollars(amount);
  if (cents === null) throw new RangeError(`not a money amount: ${amount}`);
  return cents;
}

/**
 * `cents` split over `weights` in proportion, summing to it exactly: the cents left over by
 * rounding down go to the largest remainders (the earlier on a tie).
 */
export function spread(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (cents * weight) / total);
  const shares = exact.map(Math.floor);
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
