import { refundPreviewCents } from '@shop/shared/orders/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import {
  checkoutBody,
  confirmPayment,
  deliveryMethodId,
  payOnTestCheckout,
} from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';

// The refund dialog's preview (packages/shared refundPreviewCents, read from the order's JSON) is
// the amount the server refunds: for an order paid with a discount code and delivery, whatever
// units are refunded in whatever steps (docs/product/rules.md, Refunds).

let t: AdminApi;
const lipstick = productFixture({
  title: 'Matte Lipstick',
  category: 'cosmetics',
  priceCents: 1_999,
  stock: 40,
});
const dress = productFixture({ title: 'Crepe Dress', category: 'dress', priceCents: 5_333, stock: 40 });

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
}

beforeAll(async () => {
  t = await createAdminApi();
  await insertProducts(t.database.db, [lipstick, dress]);
  const code = await t.send('POST', '/api/discounts', t.admin, {
    code: 'TENOFF',
    type: 'percent',
    value: 10,
  });
  expect(code.statusCode, code.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

async function paidWithCode(): Promise<OrderJson> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: t.shopper.bearer,
    payload: await checkoutBody(
      t.app,
      t.shopper.user.email,
      [
        { id: lipstick.variants[0]?.id, quantity: 3 },
        { id: dress.variants[0]?.id, quantity: 1 },
      ],
      { discountCode: 'TENOFF', shippingMethodId: await deliveryMethodId(t.app, 'Express') },
    ),
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().id as string;
  await payOnTestCheckout(t.app, t.shopper, sessionId);
  return (await confirmPayment(t.app, t.shopper, sessionId)).json() as OrderJson;
}

describe('the refund preview', () => {
  it('is what the server refunds for an order with a discount code and delivery, step by step', async () => {
    const order = await paidWithCode();
    expect(order.discountCents).toBeGreaterThan(0);
    expect(order.shippingPriceCents).toBeGreaterThan(0);
    const [lipsticks, dressLine] = [order.items[0], order.items[1]] as [
      OrderJson['items'][0],
      OrderJson['items'][0],
    ];
    const refunded = new Map<string, number>();
    for (const step of [
      [{ id: lipsticks.id, quantity: 2 }],
      [
        { id: lipsticks.id, quantity: 1 },
        { id: dressLine.id, quantity: 1 },
      ],
    ]) {
      const preview = refundPreviewCents(order, refunded, step);
      const answer = await t.send('POST', `/api/orders/${order._id}/refunds`, t.admin, {
        lines: step.map(({ id, quantity }) => ({ lineId: id, quantity })),
        restock: false,
        reason: 'The shopper changed her mind',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().amountCents).toBe(preview);
      for (const { id, quantity } of step) refunded.set(id, (refunded.get(id) ?? 0) + quantity);
    }
    // Every unit refunded comes to what was paid for the goods and their tax, the delivery aside.
    const goods = order.items.reduce(
      (sum, item) => sum + item.priceCents * item.quantity - item.discountCents,
      0,
    );
    const all = refundPreviewCents(
      order,
      new Map(),
      order.items.map((item) => ({ id: item.id, quantity: item.quantity })),
    );
    expect(all).toBe(goods + order.taxCents);
  });
});
