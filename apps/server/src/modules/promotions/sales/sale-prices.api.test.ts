import { salePriceCents } from '@shop/shared/promotions/promotions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi, createSale } from '../../../test/admin-api-fixtures';
import { checkoutBody, confirmPayment, payOnTestCheckout } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { orderLines } from '../../orders/orders.schema';

// A scheduled sale takes effect on time (the clock moved by the test, not waited for): every
// price the shop shows and charges for what it covers, and nothing else; then it ends.

let t: AdminApi;
let now = new Date('2026-12-01T10:00:00Z');
const HOUR = 3_600_000;

const dress = productFixture({ title: 'Sale Dress', category: 'dress', priceCents: 4999 });
const marked = productFixture({
  title: 'Marked Dress',
  category: 'dress',
  priceCents: 8000,
  oldPriceCents: 10000,
});
const bag = productFixture({ title: 'Plain Bag', category: 'accessories', priceCents: 3000 });
const variantOf = (p: typeof dress) => p.variants[0]?.id as string;

const product = async (handle: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/shopify-products/products/${handle}` })).json();
const shown = async (handle: string) => {
  const json = await product(handle);
  return {
    price: json.priceRange.minVariantPrice.amount as string,
    compareAt: (json.compareAtPrice?.amount ?? null) as string | null,
    variant: json.variants.edges[0].node.price.amount as string,
  };
};

beforeAll(async () => {
  t = await createAdminApi({ clock: () => now, products: [dress, marked, bag] });
}, 60_000);
afterAll(() => t.close());

describe('a scheduled sale', () => {
  it('lowers what it covers from its start to its end, everywhere the price shows, and is charged', async () => {
    const sale = await createSale(t, {
      name: 'Winter dresses',
      percentOff: 20,
      categories: ['dress'],
      startsAt: new Date(now.getTime() + HOUR).toISOString(),
      endsAt: new Date(now.getTime() + 3 * HOUR).toISOString(),
    });
    // Scheduled, not live: nothing changes yet.
    expect(await shown(dress.handle)).toEqual({ price: '49.99', compareAt: null, variant: '49.99' });

    now = new Date(now.getTime() + HOUR);
    await t.app.saleClock.tick();
    // 49.99 less 20%: 39.992 rounds to 39.99, the rule of shared money code.
    expect(salePriceCents(4999, 20)).toBe(3999);
    expect(await shown(dress.handle)).toEqual({ price: '39.99', compareAt: '49.99', variant: '39.99' });
    // Other categories keep their prices.
    expect(await shown(bag.handle)).toEqual({ price: '30.00', compareAt: null, variant: '30.00' });

    // Deals (onSale), the price filter and the price order all see the sale price.
    const deals = await t.app.inject({ method: 'GET', url: '/api/shopify-products/products?onSale=true' });
    expect(deals.json().products.map((p: { handle: string }) => p.handle)).toContain(dress.handle);
    const cheap = await t.app.inject({
      method: 'GET',
      url: '/api/shopify-products/products?maxPrice=40&sort=price-asc',
    });
    expect(cheap.json().products.map((p: { handle: string }) => p.handle)).toEqual([
      bag.handle,
      dress.handle,
    ]);

    // The cart and the checkout charge it; the order line remembers the sale.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { cartItems: [{ id: variantOf(dress), quantity: 2 }] },
    });
    expect(quote.json().items[0].priceCents).toBe(3999);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      headers: t.shopper.bearer,
      payload: await checkoutBody(t.app, t.shopper.user.email, [{ id: variantOf(dress), quantity: 2 }]),
    });
    expect(started.statusCode, started.body).toBe(200);
    await payOnTestCheckout(t.app, t.shopper, started.json().id);
    const order = (await confirmPayment(t.app, t.shopper, started.json().id)).json();
    expect(order.items[0].priceCents).toBe(3999);
    expect(order.subtotalCents).toBe(7998);
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line?.saleId).toBe(sale.id);

    // The owner still edits the price before the sale.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/products/${dress.id}`,
      headers: t.admin.bearer,
    });
    expect({ price: own.json().price, oldPrice: own.json().oldPrice }).toEqual({
      price: 49.99,
      oldPrice: null,
    });

    now = new Date(now.getTime() + 2 * HOUR);
    await t.app.saleClock.tick();
    expect(await shown(dress.handle)).toEqual({ price: '49.99', compareAt: null, variant: '49.99' });
  });

  it('never stacks on the owner’s own reduction: the larger reduction wins', async () => {
    const start = now.toISOString();
    const end = new Date(now.getTime() + HOUR).toISOString();
    const small = await createSale(t, {
      name: 'Ten off',
      percentOff: 10,
      productIds: [marked.id],
      startsAt: start,
      endsAt: end,
    });
    // 10% off the 100.00 before any reduction is 90.00: the owner's 80.00 stays.
    expect(await shown(marked.handle)).toEqual({ price: '80.00', compareAt: '100.00', variant: '80.00' });
    await createSale(t, {
      name: 'Thirty off',
      percentOff: 30,
      productIds: [marked.id],
      startsAt: start,
      endsAt: end,
    });
    expect(await shown(marked.handle)).toEqual({ price: '70.00', compareAt: '100.00', variant: '70.00' });
    // Deleting a sale takes its price away at once.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/sales/${small.id}`, headers: t.admin.bearer }))
        .statusCode,
    ).toBe(200);
    expect((await shown(marked.handle)).price).toBe('70.00');
  });

  it('keeps an owner’s price change during a sale: the sale applies to the new price', async () => {
    await createSale(t, {
      name: 'Bags',
      percentOff: 50,
      categories: ['accessories'],
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + HOUR).toISOString(),
    });
    expect((await shown(bag.handle)).price).toBe('15.00');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${bag.id}`,
      headers: t.admin.bearer,
      payload: { price: 40 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().price).toBe(40);
    expect(await shown(bag.handle)).toEqual({ price: '20.00', compareAt: '40.00', variant: '20.00' });
  });
});

describe('the sale clock', () => {
  it('applies a start on time by itself, without a restart', async () => {
    const scarf = productFixture({ title: 'Timed Scarf', category: 'accessories', priceCents: 2000 });
    const live = await createAdminApi({ products: [scarf] });
    try {
      await createSale(live, {
        name: 'Flash',
        percentOff: 25,
        productIds: [scarf.id],
        startsAt: new Date(Date.now() + 1500).toISOString(),
        endsAt: new Date(Date.now() + 60 * HOUR).toISOString(),
      });
      const price = async () =>
        (
          await live.app.inject({ method: 'GET', url: `/api/shopify-products/products/${scarf.handle}` })
        ).json().priceRange.minVariantPrice.amount;
      expect(await price()).toBe('20.00');
      // What a shopper would wait for: the price to change, which the clock's own timer does.
      await expect.poll(price, { timeout: 15_000, interval: 200 }).toBe('15.00');
    } finally {
      await live.close();
    }
  }, 30_000);
});
