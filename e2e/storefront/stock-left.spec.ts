import { addSize, checkOut, pay, sizeOf } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';

type Variant = Parameters<typeof sizeOf>[0];
const colourOf = (variant: Variant) =>
  variant.selectedOptions.find((o) => o.name === 'Color')?.value.toLowerCase() ?? '';
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
      return few ? [{ product, size: sizeOf(few), colour: colourOf(few), free: few.quantityAvailable }] : [];
    })[0];
    if (!found) throw new Error('the demo catalog has no dress with a size of one or two left');
    const { product, size, colour, free } = found;
    // The size may be of another colour than the one the page opens on: the link asks for its
    // colour, as the colour filter's links do.
    const productPage = `/shop/${product.handle}?color=${encodeURIComponent(colour)}`;

    // The page the shop keeps for everyone says how few are left.
    await page.goto(productPage);
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
    await page.goto(productPage);
    await expect(choice).toContainText('Sold out');
    await expect(sizes.getByRole('radio', { name: `${size}, sold out` })).toBeDisabled();
  });
});
