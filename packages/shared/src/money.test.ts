import { describe, expect, it } from 'vitest';
import { amountToCents, centsToDollars, formatAmount, formatPrice, parseDollars } from './money';

describe('money', () => {
  it("formats cents as the API's amounts and the shop's prices", () => {
    expect(formatAmount(5900)).toBe('59.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123456)).toBe('1234.56');
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(-250)).toBe('-$2.50');
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });

  it('turns cents into the dollar numbers the JSON answers carry', () => {
    expect(centsToDollars(5900)).toBe(59);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(5)).toBe(0.05);
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });

  it('parses dollar text exactly, without float rounding', () => {
    expect(parseDollars('59')).toBe(5900);
    expect(parseDollars('0.1')).toBe(10);
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars(' 4.5 ')).toBe(450);
    // 1.15 * 100 is 114.99999999999999 in floating point; text parsing has no such trap.
    expect(parseDollars('1.15')).toBe(115);
    for (const bad of ['', '-1', '1.999', 'ten', '1e3', '.5', '1,000']) expect(parseDollars(bad)).toBeNull();
    expect(amountToCents('59.00')).toBe(5900);
    expect(() => amountToCents('abc')).toThrow(RangeError);
  });
});
