import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_BASIS, orderTotals, taxLineLabel, taxOn, taxParts } from './taxes';

const basis = (percent: number, more: Partial<typeof DEFAULT_TAX_BASIS> = {}) => ({
  ...DEFAULT_TAX_BASIS,
  rateMilliPercent: Math.round(percent * 1000),
  ...more,
});

describe('order totals', () => {
  it('adds 5 % of the goods by default, rounded half up once for the order', () => {
    const lines = [
      { priceCents: 4_900, quantity: 2 },
      { priceCents: 2_333, quantity: 3 },
      { priceCents: 199, quantity: 7 },
    ];
    // 18,192 of items: 909.6 -> 910.
    expect(orderTotals(lines, 0)).toMatchObject({
      subtotalCents: 18_192,
      taxCents: 910,
      amountCents: 19_102,
    });
    expect(orderTotals([{ priceCents: 10, quantity: 1 }], 0).taxCents).toBe(1);
  });

  it('taxes the same cart by where it goes: California 7.25 %, New York at the default', () => {
    const cart = [{ priceCents: 12_000, quantity: 1 }];
    expect(orderTotals(cart, 599, basis(7.25))).toMatchObject({ taxCents: 870, amountCents: 13_469 });
    expect(orderTotals(cart, 599)).toMatchObject({ taxCents: 600, amountCents: 13_199 });
  });

  it('finds the tax inside prices that include it: $100 at 20 % holds $16.67 and costs $100', () => {
    const totals = orderTotals(
      [{ priceCents: 10_000, quantity: 1 }],
      0,
      basis(20, { pricesIncludeTax: true }),
    );
    expect(totals).toMatchObject({ taxCents: 1_667, amountCents: 10_000, taxIncluded: true });
  });

  it('taxes the delivery only where the rate says so, after a discount', () => {
    const cart = [{ priceCents: 5_000, quantity: 2 }];
    const off = { goodsCents: 1_000, deliveryCents: 0 };
    expect(orderTotals(cart, 1_000, basis(13), off)).toMatchObject({ taxCents: 1_170, amountCents: 11_170 });
    expect(orderTotals(cart, 1_000, basis(13, { deliveryTaxed: true }), off)).toMatchObject({
      taxCents: 1_300,
      amountCents: 11_300,
    });
  });

  it('computes on whole numbers: 8.875 % of $0.40 is 3.55 cents, so 4', () => {
    expect(taxOn(40, 8_875, false)).toBe(4);
    expect(taxOn(1_000_000, 8_875, false)).toBe(88_750);
  });
});

describe('tax parts', () => {
  it('shares the tax over the lines and a taxed delivery, to the cent', () => {
    const parts = taxParts(
      1_300,
      [
        { priceCents: 5_000, quantity: 1 },
        { priceCents: 4_000, quantity: 1, discountCents: 1_000 },
      ],
      1_000,
    );
    expect(parts).toEqual({ lines: [722, 433], deliveryCents: 145 });
  });

  it('prints the rate’s name, and says when prices include it', () => {
    expect(taxLineLabel(basis(13, { name: 'HST' }), false)).toBe('HST (13%)');
    expect(taxLineLabel(basis(20, { name: 'VAT' }), true)).toBe('Includes VAT (20%)');
    expect(taxLineLabel(DEFAULT_TAX_BASIS, false)).toBe('Tax (5%)');
  });
});
