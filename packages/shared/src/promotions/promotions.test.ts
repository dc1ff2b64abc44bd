import { describe, expect, it } from 'vitest';
import { spread } from '../money';
import { DEFAULT_TAX_BASIS, orderTotals } from '../orders/taxes/taxes';
import { discountAmounts, priceDuringSale, salePriceCents, saleState } from './promotions';

describe('salePriceCents', () => {
  it('takes the percentage off to the cent, halves rounded up, in whole-cent arithmetic', () => {
    expect(salePriceCents(4999, 20)).toBe(3999); // 39.992
    expect(salePriceCents(1005, 50)).toBe(503); // 5.025 -> 5.03
    expect(salePriceCents(1, 90)).toBe(0); // 0.001 -> 0.00
    expect(salePriceCents(10000, 1)).toBe(9900);
    for (let cents = 0; cents < 3000; cents += 7)
      for (const percent of [1, 13, 33, 50, 90])
        expect(salePriceCents(cents, percent)).toBe(Math.round((cents * (100 - percent)) / 100 + 1e-9));
  });
});

describe('priceDuringSale', () => {
  it('works on the price before any reduction, and the larger reduction wins', () => {
    expect(priceDuringSale(5000, null, 20)).toEqual({ priceCents: 4000, compareAtCents: 5000 });
    // The owner's 80 of 100 beats 10% off 100.
    expect(priceDuringSale(8000, 10000, 10)).toEqual({ priceCents: 8000, compareAtCents: 10000 });
    expect(priceDuringSale(8000, 10000, 30)).toEqual({ priceCents: 7000, compareAtCents: 10000 });
    expect(priceDuringSale(8000, 10000, null)).toEqual({ priceCents: 8000, compareAtCents: 10000 });
  });
});

describe('saleState', () => {
  it('is live from its start (inclusive) to its end (exclusive)', () => {
    const sale = { startsAt: '2026-12-01T12:00:00Z', endsAt: '2026-12-01T14:00:00Z' };
    expect(saleState(sale, Date.parse('2026-12-01T11:59:59Z'))).toBe('scheduled');
    expect(saleState(sale, Date.parse('2026-12-01T12:00:00Z'))).toBe('live');
    expect(saleState(sale, Date.parse('2026-12-01T14:00:00Z'))).toBe('ended');
  });
});

describe('discountAmounts', () => {
  const lines = [
    { priceCents: 3333, quantity: 1, category: 'dress' },
    { priceCents: 3333, quantity: 2, category: 'dress' },
    { priceCents: 1000, quantity: 1, category: 'accessories' },
  ];
  it('spreads a percentage over the covered lines, summing to it exactly', () => {
    const off = discountAmounts({ type: 'percent', value: 15, categories: ['dress'] }, lines, 599);
    expect(off.coveredCents).toBe(9999);
    expect(off.goodsCents).toBe(1500);
    expect(off.lineShares.reduce((a, b) => a + b, 0)).toBe(1500);
    expect(off.lineShares[2]).toBe(0);
  });
  it('never takes a fixed amount past what it covers, nor free delivery past the delivery', () => {
    expect(discountAmounts({ type: 'fixed', value: 50_000, categories: [] }, lines, 599).goodsCents).toBe(
      10999,
    );
    expect(discountAmounts({ type: 'free_shipping', value: null, categories: [] }, lines, 599)).toMatchObject(
      {
        goodsCents: 0,
        deliveryCents: 599,
      },
    );
  });
  it('leaves the tax on the discounted goods, and the total never below zero', () => {
    const items = [{ priceCents: 2000, quantity: 1 }];
    expect(orderTotals(items, 599, DEFAULT_TAX_BASIS, { goodsCents: 2000, deliveryCents: 0 })).toMatchObject({
      taxCents: 0,
      amountCents: 599,
      discountCents: 2000,
    });
  });
});

describe('spread', () => {
  it('gives the cents left by rounding down to the largest remainders', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(7, [0, 0])).toEqual([0, 0]);
  });
});
