import { expect, test } from '@playwright/test';

test.describe('shop', () => {
  test('filters by category and price, pages, and Back restores each step', async ({ page }) => {
    await page.goto('/shop');
    await expect(page).toHaveTitle('Shop — Velora');
    const heading = page.getByRole('heading', { name: /^Showing: / });
    await expect(heading).toHaveText(/^Showing: 1 to 20 of 300$/);

    // Filters are controlled by the URL, which updates a moment after the click: click, then assert.
    await page.getByRole('radio', { name: 'dress' }).click();
    await expect(page).toHaveURL(/\/shop\?category=dress$/);
    await expect(heading).toHaveText(/^Showing: 1 to 20 of \d+$/);
    const dressTotal = Number((await heading.textContent())?.split(' of ')[1]);
    expect(dressTotal).toBeGreaterThan(20);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/category=dress&page=2$/);
    await expect(heading).toHaveText(`Showing: 21 to ${Math.min(40, dressTotal)} of ${dressTotal}`);

    await page.getByRole('radio', { name: '$50 - $100' }).click();
    await expect(page).toHaveURL(/category=dress&priceRange=50-100$/);
    await expect(heading).toHaveText(/^Showing: 1 to \d+ of \d+$/);
    for (const card of await page.getByRole('article').all()) {
      const price = Number((await card.locator('p').first().textContent())?.match(/\$(\d+\.\d\d)/)?.[1]);
      expect(price).toBeGreaterThanOrEqual(50);
      expect(price).toBeLessThan(100);
    }

    await page.goBack();
    await expect(page).toHaveURL(/category=dress&page=2$/);
    await expect(heading).toHaveText(`Showing: 21 to ${Math.min(40, dressTotal)} of ${dressTotal}`);
    await expect(page.getByRole('radio', { name: 'dress' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '$50 - $100' })).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?category=dress$/);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('a category page lists only that category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'lingerie' }).click();
    await expect(page).toHaveURL(/\/categories\/lingerie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('lingerie');
    await expect(page).toHaveTitle('Lingerie — Velora');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('term').filter({ hasText: 'Category' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^lingerie$/ })).toBeVisible();
  });
});

test.describe('search', () => {
  for (const [typo, expected] of [
    ['lipstik', /lipstick/i],
    ['drss', /dress/i],
  ] as const) {
    test(`finds products despite the typo '${typo}'`, async ({ page }) => {
      await page.goto('/search');
      await page.getByRole('searchbox', { name: 'Search products' }).fill(typo);
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${typo}$`));
      const first = page.getByRole('article').first().getByRole('heading');
      await expect(first).toHaveText(expected);
    });
  }
});

test.describe('product', () => {
  test('choosing a size and adding to cart shows 1 in the badge', async ({ page }) => {
    await page.goto('/categories/dress');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toBeHidden();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please select a size.')).toBeVisible();
    await expect(badge).toBeHidden();

    // Size buttons are labels around visually hidden radios, as a shopper sees them.
    const size = page
      .getByRole('group', { name: 'Size' })
      .locator('label:has(input:not([disabled]))')
      .first();
    await size.click();
    await expect(size.locator('input')).toBeChecked();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge).toHaveText('1');
    await page.reload();
    await expect(badge).toHaveText('1');
  });

  test('an unknown product says so and leads back to the shop', async ({ page }) => {
    await page.goto('/shop/no-such-product');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe('mobile shop', () => {
  test('the shop works at 390 px wide, filters behind a toggle @mobile', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: /^Showing: 1 to 20 of 300$/ })).toBeVisible();
    const priceFilter = page.getByRole('radio', { name: 'Under $50' });
    await expect(priceFilter).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await priceFilter.click();
    await expect(priceFilter).toBeChecked();
    await expect(page).toHaveURL(/priceRange=0-50$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('sharing', () => {
  test('a product link carries its title, price and image in the HTML itself', async ({ page, request }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Trending Products' }).getByRole('article').first();
    const href = await card.getByRole('link').first().getAttribute('href');
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const res = await request.get(href ?? '', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/demo\/[^"]+\.svg" \/>/);
    expect(html).toMatch(/<meta property="product:price:amount" content="\d+\.\d\d" \/>/);
    const titleTag = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(titleTag.endsWith(' — Velora')).toBe(true);
    expect(titleTag.replace(/&amp;/g, '&').replace(/&#39;/g, "'")).toBe(`${title} — Velora`);
  });
});
