import { refundPreviewCents } from '@shop/shared/orders/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi, createSale } from '../../../test/admin-api-fixtures';
import {
  checkoutBody,
  confirmPayment,
  deliveryMethodId,
  payOnTestCheckout,
} from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';

// The Returns page's refund dialog shows, before the owner confirms, what refunding a received
// return comes to, computed from the order's JSON by the shared refundPreviewCents; the server
// refunds exactly that (docs/product/rules.md, Returns): for an order paid with a discount code
// after an earlier refund of some of its units, and for one bought during a live sale, both with
// paid delivery.

let t: AdminApi;
let now = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 3_600_000;

const lipstick = productFixture({
  title: 'Matte Lipstick',
  category: 'cosmetics',
  priceCents: 1_999,
  stock: 40,
});
const dress = productFixture({ title: 'Crepe Dress', category: 'dress', priceCents: 5_333, stock: 40 });
const lipstickId = lipstick.variants[0]?.id as string;
const dressId = dress.variants[0]?.id as string;

interface OrderJson {
  _id: string;
  pricesIncludeTax: boolean;
  taxCents: number;
  discountCents: number;
  shippingPriceCents: number;
  items: {
    id: string;
    variantId: string;
    priceCents: number;
    quantity: number;
    discountCents: number;
    taxCents: number;
  }[];
  refunds: {
    id: string;
    amountCents: number;
    status: string;
    lines: { lineId: string; quantity: number }[];
  }[];
}

const lineOf = (order: OrderJson, variantId: string) => {
  const line = order.items.find((item) => item.variantId === variantId);
  if (!line) throw new Error('no such line');
  return line;
};

/** Units of each line refunded already, as the dialog counts them: refunds that did not fail. */
function refundedUnits(order: OrderJson): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of order.refunds) {
    if (refund.status === 'failed') continue;
    for (const line of refund.lines) units.set(line.lineId, (units.get(line.lineId) ?? 0) + line.quantity);
  }
  return units;
}

const orderNow = async (id: string) =>
  (await t.send('GET', `/api/orders/order/${id}`, t.admin)).json() as OrderJson;

/** A paid, shipped Express order of these lines, with the code when given: its JSON. */
async function shippedOrder(products: { id: string; quantity: number }[], discountCode?: string) {
  const started = await t.send(
    'POST',
    '/api/orders/create-checkout-session',
    t.shopper,
    await checkoutBody(t.app, t.shopper.user.email, products, {
      shippingMethodId: await deliveryMethodId(t.app, 'Express'),
      ...(discountCode ? { discountCode } : {}),
    }),
  );
  expect(started.statusCode, started.body).toBe(200);
  await payOnTestCheckout(t.app, t.shopper, started.json().id);
  const order = (await confirmPayment(t.app, t.shopper, started.json().id)).json() as OrderJson;
  const shipped = await t.send('PATCH', `/api/orders/update-order-status/${order._id}`, t.admin, {
    status: 'shipped',
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return order;
}

/**
 * Takes a return of these lines to 'received', reads the preview the dialog shows from the order
 * as the admin reads it then, refunds the return, and answers both amounts.
 */
async function previewAndRefund(order: OrderJson, lines: { lineId: string; quantity: number }[]) {
  const asked = await t.send('POST', `/api/orders/${order._id}/returns`, t.shopper, {
    lines,
    reason: 'changed_mind',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const returnId = asked.json().id as string;
  for (const step of ['approve', 'receive'])
    expect((await t.send('POST', `/api/orders/returns/${returnId}/${step}`, t.admin, {})).statusCode).toBe(
      200,
    );

  const before = await orderNow(order._id);
  const preview = refundPreviewCents(
    before,
    refundedUnits(before),
    lines.map(({ lineId, quantity }) => ({ id: lineId, quantity })),
  );
  const refunded = await t.send('POST', `/api/orders/returns/${returnId}/refund`, t.admin, {});
  expect(refunded.statusCode, refunded.body).toBe(200);
  const after = await orderNow(order._id);
  const refund = after.refunds.find((candidate) => candidate.id === refunded.json().refundId);
  return { preview, refundedCents: refund?.amountCents };
}

beforeAll(async () => {
  t = await createAdminApi({ clock: () => now, products: [lipstick, dress] });
  const code = await t.send('POST', '/api/discounts', t.admin, {
    code: 'TENOFF',
    type: 'percent',
    value: 10,
  });
  expect(code.statusCode, code.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

describe('the refund of a received return', () => {
  it('is the preview for an order paid with a discount code, after a refund of some of its units', async () => {
    const order = await shippedOrder(
      [
        { id: lipstickId, quantity: 3 },
        { id: dressId, quantity: 1 },
      ],
      'TENOFF',
    );
    expect(order.discountCents).toBeGreaterThan(0);
    expect(order.shippingPriceCents).toBeGreaterThan(0);
    // One lipstick refunded by hand first: the return's units come after it, with their own rounding.
    const first = await t.send('POST', `/api/orders/${order._id}/refunds`, t.admin, {
      lines: [{ lineId: lineOf(order, lipstickId).id, quantity: 1 }],
      restock: false,
      reason: 'Broken in transit',
    });
    expect(first.statusCode, first.body).toBe(201);

    const { preview, refundedCents } = await previewAndRefund(order, [
      { lineId: lineOf(order, lipstickId).id, quantity: 2 },
      { lineId: lineOf(order, dressId).id, quantity: 1 },
    ]);
    // Less than the list prices with tax: the code's part comes off.
    expect(preview).toBeLessThan(Math.round((2 * 1_999 + 5_333) * 1.05));
    expect(refundedCents).toBe(preview);
  });

  it('is the preview for an order bought during a live sale', async () => {
    await createSale(t, {
      name: 'Dress days',
      percentOff: 15,
      categories: ['dress'],
      startsAt: new Date(now.getTime() + HOUR).toISOString(),
      endsAt: new Date(now.getTime() + 5 * HOUR).toISOString(),
    });
    now = new Date(now.getTime() + HOUR);
    await t.app.saleClock.tick();
    const order = await shippedOrder([{ id: dressId, quantity: 3 }]);
    expect(lineOf(order, dressId).priceCents).toBe(4_533);
    expect(order.shippingPriceCents).toBeGreaterThan(0);

    const { preview, refundedCents } = await previewAndRefund(order, [
      { lineId: lineOf(order, dressId).id, quantity: 2 },
    ]);
    // The sale price with its part of the tax, not the list price.
    expect(preview).toBeLessThan(2 * 5_333);
    expect(refundedCents).toBe(preview);
  });
});
