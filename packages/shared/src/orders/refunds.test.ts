import { describe, expect, it } from 'vitest';
import { amountRefundTaxCents, type RefundableLine, unitsRefund } from './refunds';
import { refundBodySchema } from './refunds-schemas';

describe('refund arithmetic', () => {
  const line: RefundableLine = { id: 'b', unitPriceCents: 2_333, quantity: 3, taxCents: 350 };
  const splits = [[3], [1, 2], [2, 1], [1, 1, 1]];
  const refundedBy = (split: number[], included: boolean) => {
    let already = 0;
    const total = { amountCents: 0, taxCents: 0 };
    for (const quantity of split) {
      const part = unitsRefund(line, already, quantity, included);
      total.amountCents += part.amountCents;
      total.taxCents += part.taxCents;
      already += quantity;
    }
    return total;
  };

  it('refunds a line’s units, however split, to exactly its price and its kept tax', () => {
    for (const split of splits)
      expect(refundedBy(split, false)).toEqual({ amountCents: 2_333 * 3 + 350, taxCents: 350 });
    expect(unitsRefund(line, 0, 1)).toEqual({ amountCents: 2_333 + 116, taxCents: 116 });
  });

  it('gives back the price alone when it had the tax in it, saying how much of it was tax', () => {
    for (const split of splits)
      expect(refundedBy(split, true)).toEqual({ amountCents: 2_333 * 3, taxCents: 350 });
  });

  it('takes the tax of a refund by amount in proportion to what was paid', () => {
    expect(amountRefundTaxCents(1_050, { taxCents: 50, amountCents: 1_050 })).toBe(50);
    expect(amountRefundTaxCents(500, { taxCents: 50, amountCents: 1_050 })).toBe(24);
    expect(amountRefundTaxCents(500, { taxCents: 0, amountCents: 0 })).toBe(0);
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
