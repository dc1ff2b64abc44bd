import { describe, expect, it } from 'vitest';
import { refundTaxByLine } from './taxes';

// The tax report shares a refund's tax over its order's tax lines (docs/product/rules.md, Admin
// statistics): in proportion to the tax each line came to, to the cent.

describe('refundTaxByLine', () => {
  it('puts the whole of it on an order’s only line', () => {
    expect(refundTaxByLine(260, [{ taxCents: 780 }])).toEqual([260]);
  });

  it('shares it in proportion to each line’s tax, summing to it exactly', () => {
    // A state's 6.25 % and a city's 2 % on the same $100: $6.25 and $2.00 of $8.25.
    expect(refundTaxByLine(825, [{ taxCents: 625 }, { taxCents: 200 }])).toEqual([625, 200]);
    // 100 over 3 equal lines: a cent left over goes to the earliest line.
    expect(refundTaxByLine(100, [{ taxCents: 10 }, { taxCents: 10 }, { taxCents: 10 }])).toEqual([
      34, 33, 33,
    ]);
    // 7 over 1:2: 2.33 and 4.67, the larger remainder takes the cent.
    expect(refundTaxByLine(7, [{ taxCents: 100 }, { taxCents: 200 }])).toEqual([2, 5]);
  });

  it('keeps every cent when no line was taxed, on the first line', () => {
    expect(refundTaxByLine(50, [{ taxCents: 0 }, { taxCents: 0 }])).toEqual([50, 0]);
    expect(refundTaxByLine(0, [])).toEqual([]);
  });
});
