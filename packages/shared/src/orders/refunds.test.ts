import { describe, expect, it } from 'vitest';
import { cartTotals } from './orders';
import { type RefundableLine, taxShares, unitsRefundCents } from './refunds';
import { refundBodySchema } from './refunds-schemas';

const lines: RefundableLine[] = [
  { id: 'a', unitPriceCents: 4_900, quantity: 2 },
  { id: 'b', unitPriceCents: 2_333, quantity: 3 },
  { id: 'c', unitPriceCents: 199, quantity: 7 },
];

describe('refund arithmetic', () => {
  it('shares the tax out over the lines in proportion, to the cent', () => {
    const { taxCents } = cartTotals(
      lines.map((l) => ({ priceCents: l.unitPriceCents, quantity: l.quantity })),
    );
    const shares = taxShares(taxCents, lines);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(taxCents);
    // 18,192 of items, 5% is 909.6 → 910: 490.2, 350.1 and 69.7, the cent left going to the largest remainder.
    expect(Object.fromEntries(shares)).toEqual({ a: 490, b: 350, c: 70 });
    expect(taxShares(0, lines).get('a')).toBe(0);
    expect(taxShares(5, [{ id: 'free', unitPriceCents: 0, quantity: 1 }]).get('free')).toBe(0);
  });

  it('refunds a line’s units, however split, to exactly its price and its tax share', () => {
    const line = lines[1] as RefundableLine;
    const tax = 350;
    const splits = [[3], [1, 2], [2, 1], [1, 1, 1]];
    for (const split of splits) {
      let already = 0;
      let total = 0;
      for (const quantity of split) {
        total += unitsRefundCents(line, tax, already, quantity);
        already += quantity;
      }
      expect(total).toBe(2_333 * 3 + tax);
    }
    expect(unitsRefundCents(line, tax, 0, 1)).toBe(2_333 + 116);
  });
});

describe('refundBodySchema', () => {
  it('takes dollars as cents, and lines, amount or both', () => {
    expect(refundBodySchema.parse({ amount: 12.3, restock: false, reason: ' Late ' })).toEqual({
      amountCents: 1_230,
      restock: false,
      reason: 'Late',
    });
    expect(refundBodySchema.parse({ amount: 0.29, restock: false, reason: 'x' }).amountCents).toBe(29);
    const id = '6f1c1d5e-4a3b-4c2d-9e8f-7a6b5c4d3e2f';
    expect(
      refundBodySchema.parse({
        lines: [{ lineId: id.toUpperCase(), quantity: 1 }],
        restock: true,
        reason: 'x',
      }),
    ).toEqual({ lines: [{ lineId: id, quantity: 1 }], restock: true, reason: 'x' });
  });

  it('names lines when there is nothing to refund', () => {
    const result = refundBodySchema.safeParse({ restock: false, reason: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['lines']);
  });
});
