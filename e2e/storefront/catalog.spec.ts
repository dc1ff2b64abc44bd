import { expect, type Page, test } from '../fixtures/test';

test.describe('shop', () => {
  test('filters by category and price, pages, and Back restores each step', async ({ page }) => {
    await page.goto('/shop');
    await expect(page).toHaveTitle('Shop — Velora');
    const heading = page.getByRole('heading', { name: /^Showing: / });
    await expect(heading).toHaveText(/^Showing: 1 to 20 of 300$/);

    // Filters are controlled by the URL, which updates a moment after the click: click, then assert.
    await page.getByRole('radio', { name: 'Dresses' }).click();
    await expect(page).toHaveURL(/\/shop\?category=dress$/);
    // The whole shop's count stays on screen until the dresses arrive: wait for theirs.
    await expect(heading).toHaveText(/^Showing: 1 to 20 of (?!300$)\d+$/);
    const dressTotal = Number((await heading.textContent())?.split(' of ')[1]);
    expect(dressTotal).toBeGreaterThan(20);

    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/category=dress&page=2$/);
    await expect(heading).toHaveText(`Showing: 21 to ${Math.min(40, dressTotal)} of ${dressTotal}`);

    await page.getByRole('radio', { name: '$50 - $100' }).click();
    await expect(page).toHaveURL(/category=dress&priceRange=50-100$/);
    await expect(heading).toHaveText(/^Showing: 1 to \d+ of \d+$/);
    for (const card of await page.getByRole('article').all()) {
      // The first amount on a card is what it sells for (a sale's old price comes after it).
      const price = Number((await card.textContent())?.match(/\$(\d+\.\d\d)/)?.[1]);
      expect(price).toBeGreaterThanOrEqual(50);
      expect(price).toBeLessThan(100);
    }

    await page.goBack();
    await expect(page).toHaveURL(/category=dress&page=2$/);
    await expect(heading).toHaveText(`Showing: 21 to ${Math.min(40, dressTotal)} of ${dressTotal}`);
    await expect(page.getByRole('radio', { name: 'Dresses' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '$50 - $100' })).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?category=dress$/);
    await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a category page lists only that category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Lingerie' }).click();
    await expect(page).toHaveURL(/\/categories\/lingerie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lingerie');
    await expect(page).toHaveTitle('Lingerie — Velora');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('term').filter({ hasText: 'Category' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Lingerie$/ })).toBeVisible();
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

test.describe('browsing keeps its place', () => {
  /** Whether the results' heading is on screen below the sticky header. */
  const resultsTopInView = (page: Page) =>
    page.evaluate(() => {
      const top = document.getElementById('listing-heading')?.getBoundingClientRect().top ?? -1;
      return top >= 64 && top < window.innerHeight;
    });

  test('every page change from the foot of the grid shows the top of the results; Back returns', async ({
    page,
  }) => {
    await page.goto('/shop');
    const heading = page.getByRole('heading', { name: /^Showing: / });
    await expect(heading).toHaveText('Showing: 1 to 20 of 300');
    for (const [from, to] of [
      [21, 40],
      [41, 60],
      [61, 80],
    ]) {
      const next = page.getByRole('button', { name: 'Next' });
      await next.scrollIntoViewIfNeeded();
      expect(await resultsTopInView(page)).toBe(false);
      await next.click();
      await expect(heading).toHaveText(`Showing: ${from} to ${to} of 300`);
      await expect.poll(() => resultsTopInView(page)).toBe(true);
    }
    // Back returns to page 3 where the shopper left it: down at its Next button.
    await page.goBack();
    await expect(heading).toHaveText('Showing: 41 to 60 of 300');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('a page past the end shows the last page', async ({ page }) => {
    await page.goto('/shop?page=999');
    await expect(page.getByRole('heading', { name: /^Showing: / })).toHaveText('Showing: 281 to 300 of 300');
    await expect(page).toHaveURL(/\/shop\?page=15$/);
    await expect(page.getByRole('button', { name: '15', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test("'Shop the deals' opens the shop's products on sale, and the chip takes the filter away", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop the deals' }).click();
    await expect(page).toHaveURL(/\/shop\?onSale=true$/);
    const heading = page.getByRole('heading', { name: /^Showing: / });
    await expect(heading).toHaveText(/^Showing: 1 to 20 of \d+$/);
    const onSale = Number((await heading.textContent())?.split(' of ')[1]);
    expect(onSale).toBeGreaterThan(20);
    expect(onSale).toBeLessThan(300);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(20);
    await expect(cards.filter({ hasText: 'Sale' })).toHaveCount(20);
    await page.getByRole('button', { name: 'Remove filter: On sale' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(heading).toHaveText('Showing: 1 to 20 of 300');
  });
});

test.describe('mobile shop', () => {
  test('two columns at 390 px, filters in a drawer that shows its results @mobile', async ({ page }) => {
    await page.goto('/shop');
    const heading = page.getByRole('heading', { name: /^Showing: / });
    await expect(heading).toHaveText('Showing: 1 to 20 of 300');
    const [first, second] = await page.getByRole('article').all();
    const a = await first?.boundingBox();
    const b = await second?.boundingBox();
    expect(a && b && Math.abs(a.y - b.y) < 1 && b.x > a.x + a.width).toBe(true);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(9000);

    const priceFilter = page.getByRole('radio', { name: 'Under $50' });
    await expect(priceFilter).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('radio', { name: 'Under $50' }).click();
    await expect(page).toHaveURL(/priceRange=0-50$/);
    await expect(heading).toHaveText(/^Showing: 1 to 20 of \d+$/);
    const total = (await heading.textContent())?.split(' of ')[1];
    await drawer.getByRole('button', { name: `Show ${total} results` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove filter: Under $50' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeFocused();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('a filtered list keeps equal margins left and right at 390 px @mobile', async ({ page }) => {
    // A filter on adds its count to 'Filters', beside 'Sort by': the row wraps, the margins stay.
    for (const path of ['/shop?color=black', '/categories/dress?color=red']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
      const [first, second] = await page.getByRole('article').all();
      const a = await first?.boundingBox();
      const b = await second?.boundingBox();
      if (!a || !b) throw new Error(`${path}: no two cards`);
      const left = a.x;
      const right = 390 - (b.x + b.width);
      expect(left, path).toBeGreaterThan(0);
      expect(Math.abs(left - right), `${path}: ${left} px left, ${right} px right`).toBeLessThanOrEqual(1);
      const sort = await page.getByLabel('Sort by').boundingBox();
      expect((sort?.x ?? 0) + (sort?.width ?? 0), `${path}: Sort by`).toBeLessThanOrEqual(390 - left + 1);
    }
  });

  test('a page change at the foot of the grid shows the top of the results @mobile', async ({ page }) => {
    await page.goto('/shop');
    const heading = page.getByRole('heading', { name: /^Showing: / });
    await expect(heading).toHaveText('Showing: 1 to 20 of 300');
    for (const target of ['2', '3']) {
      const button = page.getByRole('button', { name: target, exact: true });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(heading).toHaveText(new RegExp(`^Showing: ${(Number(target) - 1) * 20 + 1} to`));
      await expect
        .poll(() =>
          page.evaluate(() => document.getElementById('listing-heading')?.getBoundingClientRect().top),
        )
        .toBeLessThan(400);
    }
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
