import { addSize, checkOut, pay, sizeOf } from './fixtures/checkout';
import { expect, test } from './fixtures/test';

type Variant = Parameters<typeof sizeOf>[0];
interface Product {
  handle: string;
  variants: { edges: { node: Variant }[] };
}

test.describe('what is left', () => {
  test('a size bought to its last unit reads "Sold out" on its page at once, where it said "Only N left"', async ({
    page,
    shopper: _shopper,
  }) => {
    // The dearest dresses, away from the newest ones other journeys buy: one with a size of one
    // or two units left.
    const response = await page.request.get(
      '/api/shopify-products/products?category=dress&limit=50&sort=price-desc',
    );
    const { products } = (await response.json()) as { products: Product[] };
    const found = products.flatMap((product) => {
      const few = product.variants.edges
        .map((edge) => edge.node)
        .find((variant) => variant.quantityAvailable >= 1 && variant.quantityAvailable <= 2);
      return few ? [{ product, size: sizeOf(few), free: few.quantityAvailable }] : [];
    })[0];
    if (!found) throw new Error('the demo catalog has no dress with a size of one or two left');
    const { product, size, free } = found;

    // The page the shop keeps for everyone says how few are left.
    await page.goto(`/shop/${product.handle}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    const choice = sizes
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: new RegExp(`^${size},`) }) });
    await expect(choice).toContainText(`Only ${free} left`);
    await expect(sizes.getByRole('radio', { name: `${size}, only ${free} left` })).toBeEnabled();

    for (let unit = 0; unit < free; unit++) await addSize(page, size);
    await page.goto('/cart');
    await checkOut(page);
    await pay(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

    // At once, not when the kept page expires: the size is sold out, in words.
    await page.goto(`/shop/${product.handle}`);
    await expect(choice).toContainText('Sold out');
    await expect(sizes.getByRole('radio', { name: `${size}, sold out` })).toBeDisabled();
  });
});
