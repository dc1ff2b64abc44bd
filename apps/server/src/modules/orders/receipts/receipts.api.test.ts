import { type Receipt, receiptSchema } from '@shop/shared/orders/receipts/receipt-schemas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import type { LoggedIn } from '../../../test/auth-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout, TEST_ADDRESS } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';

// A paid order's receipt (docs/product/rules.md, Receipts): the PDF and its JSON hold the seller,
// the lines and money as the order kept them when paid, its tax by rate, the payment, and after a
// refund its credit note. The PDF is read back as a reader would, by its text.

let t: AdminApi;
const coat = productFixture({ title: 'Wool Coat', category: 'clothing', priceCents: 12_000, stock: 40 });
const coatM = coat.variants.find((variant) => variant.size === 'M')?.id as string;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 2_500, stock: 40 });
const scarfId = scarf.variants[0]?.id as string;
const ONTARIO = {
  ...TEST_ADDRESS,
  name: 'Ada Lovelace',
  line1: '100 King Street West',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5X 1A9',
  country: 'CA',
};
const SELLER = {
  legalName: 'Velora Fashion Ltd',
  taxNumber: 'CA 123456789 RT0001',
  address: {
    name: 'Velora Fashion Ltd',
    line1: '1 Front Street',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5J 2X5',
    country: 'CA',
  },
};

const taxes = (rate: number, seller: object) =>
  t.send('PUT', '/api/taxes', t.admin, {
    defaultRate: { name: 'Tax', rate: 5, deliveryTaxed: false },
    pricesIncludeTax: false,
    rates: [{ country: 'CA', region: 'ON', name: 'HST', rate, deliveryTaxed: false }],
    seller,
  });

/** Two coats and a scarf to Toronto, paid on the test checkout: the order as its page shows it. */
async function paidOrder(who: LoggedIn = t.shopper) {
  const lines = [
    { id: coatM, quantity: 2 },
    { id: scarfId, quantity: 1 },
  ];
  const started = await t.send(
    'POST',
    '/api/orders/create-checkout-session',
    who,
    await checkoutBody(t.app, who.user.email, lines, { shippingAddress: ONTARIO }),
  );
  expect(started.statusCode, started.body).toBe(200);
  await payOnTestCheckout(t.app, who, started.json().id);
  const order = (await confirmPayment(t.app, who, started.json().id)).json();
  expect(order.paymentStatus).toBe('paid');
  return order as {
    _id: string;
    orderId: string;
    invoiceNumber: string;
    shippingPriceCents: number;
    items: { id: string; variantId: string }[];
  };
}

/** The PDF's text, a line for each row of text on its pages: cells of one row joined by a space. */
async function pdfLines(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str.trim() }]);
    }
    for (const [, cells] of [...rows].sort(([a], [b]) => b - a))
      lines.push(
        cells
          .sort((a, b) => a.x - b.x)
          .map((cell) => cell.text)
          .join(' '),
      );
  }
  await pdf.destroy();
  return lines;
}

/** Today as receipts write it, 'Dec 6, 2026' (UTC): the orders and refunds here are made today. */
const today = () =>
  new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const pdfOf = (id: string, who: LoggedIn | null = t.shopper) =>
  t.send('GET', `/api/orders/${id}/receipt.pdf`, who);
const receiptOf = async (id: string, who: LoggedIn | null = t.shopper): Promise<Receipt> => {
  const answer = await t.send('GET', `/api/orders/${id}/receipt`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return receiptSchema.parse(answer.json());
};

beforeAll(async () => {
  t = await createAdminApi({ products: [coat, scarf] });
  const saved = await taxes(13, SELLER);
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('a receipt', () => {
  it('prints the seller, the lines, the money with its tax line, and the payment', async () => {
    const order = await paidOrder();
    // $265.00 of goods at 13 %: $34.45; Standard delivery is free from $100.
    expect(order.shippingPriceCents).toBe(0);
    const answer = await pdfOf(order._id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${order.invoiceNumber}.pdf"`,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');

    const lines = await pdfLines(answer.rawPayload);
    const text = lines.join('\n');
    const paidOn = today();
    // The heading's two columns: the seller on the left, the receipt on the right.
    for (const words of [
      'Velora Fashion Ltd',
      `Receipt ${order.invoiceNumber}`,
      `Paid ${paidOn}`,
      `Order ${order.orderId}`,
      '1 Front Street',
      'Toronto, ON M5J 2X5',
      'Tax number: CA 123456789 RT0001',
    ])
      expect(text).toContain(words);
    for (const line of [
      'Bill to',
      'Ada Lovelace',
      '100 King Street West',
      'Toronto, ON M5X 1A9',
      'Canada',
      t.shopper.user.email,
      'Item Qty Unit price Line total',
      'Wool Coat (size M, Red) 2 $120.00 $240.00',
      'Silk Scarf (size One Size, Red) 1 $25.00 $25.00',
      'Subtotal $265.00',
      'Delivery (Standard) Free',
      'HST (13%) $34.45',
      'Total $299.45',
      `Paid by card on ${paidOn}`,
      'Test checkout: no money moved',
    ])
      expect(lines).toContain(line);
    // No refund yet: no credit notes.
    expect(text).not.toContain('Credit notes');
    // The lines come in the order they were bought, the totals after them.
    expect(lines.indexOf('Subtotal $265.00')).toBeGreaterThan(
      lines.indexOf('Wool Coat (size M, Red) 2 $120.00 $240.00'),
    );

    expect(await receiptOf(order._id)).toMatchObject({
      orderNumber: order.orderId,
      invoiceNumber: order.invoiceNumber,
      seller: { name: 'Velora Fashion Ltd', taxNumber: 'CA 123456789 RT0001', address: SELLER.address },
      billTo: { email: t.shopper.user.email, address: { city: 'Toronto', country: 'CA' } },
      lines: [
        {
          title: 'Wool Coat',
          size: 'M',
          colour: 'Red',
          quantity: 2,
          unitPriceCents: 12_000,
          totalCents: 24_000,
        },
        { title: 'Silk Scarf', size: 'One Size', colour: 'Red', quantity: 1, totalCents: 2_500 },
      ],
      subtotalCents: 26_500,
      discount: null,
      delivery: { label: 'Delivery (Standard)', amountCents: 0 },
      taxLines: [{ label: 'HST (13%)', amount: 34.45, amountCents: 3_445 }],
      total: 299.45,
      totalCents: 29_945,
      testCheckout: true,
      creditNotes: [],
      refundedTotalCents: 0,
    });
  });

  it('keeps the figures the order was paid with after the rate changes', async () => {
    const order = await paidOrder();
    expect((await taxes(15, SELLER)).statusCode).toBe(200);
    try {
      const lines = await pdfLines((await pdfOf(order._id)).rawPayload);
      expect(lines).toContain('HST (13%) $34.45');
      expect(lines).toContain('Total $299.45');
      expect(lines.join('\n')).not.toContain('15%');
    } finally {
      expect((await taxes(13, SELLER)).statusCode).toBe(200);
    }
  });

  it('lists each refund’s credit note, with its tax part, and the refunded total', async () => {
    const order = await paidOrder();
    const coatLine = order.items.find((item) => item.variantId === coatM);
    // One coat back: its $120.00 and its part of the tax, 13 % of it: $15.60.
    const refund = await t.send('POST', `/api/orders/${order._id}/refunds`, t.admin, {
      lines: [{ lineId: coatLine?.id, quantity: 1 }],
      restock: false,
      reason: 'Too long',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const { creditNoteNumber, amountCents, taxCents } = refund.json();
    expect(creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect({ amountCents, taxCents }).toEqual({ amountCents: 13_560, taxCents: 1_560 });
    // And a goodwill amount, with no tax in it.
    const goodwill = await t.send('POST', `/api/orders/${order._id}/refunds`, t.admin, {
      amount: 5,
      restock: false,
      reason: 'Late',
    });
    expect(goodwill.statusCode, goodwill.body).toBe(201);

    const lines = await pdfLines((await pdfOf(order._id)).rawPayload);
    expect(lines).toContain('Credit notes');
    expect(lines).toContain('Credit note Date Tax part Amount');
    expect(lines).toContain(`${creditNoteNumber} ${today()} $15.60 $135.60`);
    // $5.00 of the $299.45 paid holds its share of the $34.45 tax: 57.5 cents, 58.
    expect(lines).toContain(`${goodwill.json().creditNoteNumber} ${today()} $0.58 $5.00`);
    expect(lines).toContain('Refunded in total $140.60');
    // The sale itself stays as it was paid.
    expect(lines).toContain('Total $299.45');
    expect(lines.indexOf('Credit notes')).toBeGreaterThan(lines.indexOf('Total $299.45'));

    expect((await receiptOf(order._id, t.admin)).creditNotes).toEqual([
      {
        number: creditNoteNumber,
        date: expect.any(String),
        amount: 135.6,
        amountCents: 13_560,
        tax: 15.6,
        taxCents: 1_560,
      },
      expect.objectContaining({ number: goodwill.json().creditNoteNumber, amountCents: 500, taxCents: 58 }),
    ]);
  });

  it('names the shop Velora while the tax settings have no legal name', async () => {
    expect((await taxes(13, { legalName: null, taxNumber: null, address: null })).statusCode).toBe(200);
    try {
      const order = await paidOrder();
      const receipt = await receiptOf(order._id);
      expect(receipt.seller).toEqual({ name: 'Velora', taxNumber: null, address: null });
      const lines = await pdfLines((await pdfOf(order._id)).rawPayload);
      const text = lines.join('\n');
      expect(text).toContain('Velora');
      expect(text).toContain(`Receipt ${order.invoiceNumber}`);
      expect(text).not.toContain('Velora Fashion Ltd');
      expect(text).not.toContain('Tax number');
    } finally {
      expect((await taxes(13, SELLER)).statusCode).toBe(200);
    }
  });
});
