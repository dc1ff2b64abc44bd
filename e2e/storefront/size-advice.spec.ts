import { deliveryBody } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';

// Size advice on a phone (docs/product/rules.md, Size advice): a shopper who kept a dress in M
// sees "Your size" on another dress of the shop, chooses it there and adds it.

interface Dress {
  id: string;
  handle: string;
  variants: {
    edges: {
      node: { id: string; quantityAvailable: number; selectedOptions: { name: string; value: string }[] };
    }[];
  };
}

const sizeOf = (node: Dress['variants']['edges'][number]['node']) =>
  node.selectedOptions.find((option) => option.name === 'Size')?.value;

test('a shopper with a past order sees their size on a dress and adds that size @mobile', async ({
  page,
  baseURL,
  shopper,
}) => {
  expect(shopper.email).toContain('@');
  const origin = new URL(baseURL ?? '').origin;
  const { products } = (await (
    await page.request.get('/api/shopify-products/products?category=dress&limit=50&sort=newest')
  ).json()) as { products: Dress[] };
  // From far along the list, away from the journeys that take the newest dresses.
  const withM = products
    .slice(20)
    .filter((product) =>
      product.variants.edges.some(({ node }) => sizeOf(node) === 'M' && node.quantityAvailable >= 3),
    );
  const [kept, next] = withM;
  if (!kept || !next) throw new Error('two dresses with M in stock were needed');
  const keptM = kept.variants.edges.find(({ node }) => sizeOf(node) === 'M')?.node.id;

  // The shopper bought and kept the first dress in M.
  const started = await page.request.post('/api/orders/create-checkout-session', {
    data: { products: [{ id: keptM }], user_email: shopper.email, ...(await deliveryBody(page.request)) },
    headers: { origin },
  });
  expect(started.status()).toBe(200);
  const { id } = (await started.json()) as { id: string };
  const paid = await page.request.post(`/checkout/${id}`, {
    form: { name: 'Ada', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    headers: { origin },
  });
  expect(paid.status()).toBeLessThan(400);

  await page.goto(`/shop/${next.handle}`);
  const advice = page.getByRole('region', { name: 'Size advice' });
  await expect(advice).toContainText('Your size:');
  // M, or the size M amounts to on that dress as its buyers say it fits.
  await expect(advice).toContainText(/The piece you kept in Dresses points to (S|M|L)/);
  const size = ((await advice.locator('strong').textContent()) ?? '').trim();
  expect(['S', 'M', 'L']).toContain(size);
  await advice.getByRole('button', { name: `Choose ${size}` }).click();
  await expect(
    page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${size}\\b`) }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart.').last()).toBeVisible();
});
