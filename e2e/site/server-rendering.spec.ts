import type { ConsoleMessage, Request } from '@playwright/test';
import { pageBudget, pageWeights } from '../../scripts/bench/pages/page-weight';
import { expect, type Page, test } from '../fixtures/test';

interface ListedProduct {
  handle: string;
  title: string;
  priceRange: { minVariantPrice: { amount: string } };
}

/** A product of the demo catalog, asked of the API as a crawler's tooling might. */
async function someProduct(page: Page, category = ''): Promise<ListedProduct> {
  const response = await page.request.get(
    `/api/shopify-products/products?limit=1&sort=newest${category ? `&category=${category}` : ''}`,
  );
  const { products } = (await response.json()) as { products: ListedProduct[] };
  const product = products[0];
  if (!product) throw new Error('the demo catalog is empty');
  return product;
}

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its trending products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible();
    const trending = page.getByRole('region', { name: 'Trending Products' });
    await expect(trending.getByRole('article')).toHaveCount(8);
    await expect(trending.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/shop\/.+/,
    );
  });

  test('the shop shows a page of products, with filters and page from the address', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Showing: 1 to 20 of 300' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(20);
    await page.goto('/shop?category=dress&sort=price-asc&page=2');
    await expect(page.getByRole('heading', { name: /^Showing: 21 to \d+ of \d+$/ })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  });

  test('a category page lists that category', async ({ page }) => {
    await page.goto('/categories/dress');
    await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Showing: 1 to 20 of \d+$/ })).toBeVisible();
  });

  test('search results list what matches', async ({ page }) => {
    await page.goto('/search?q=dress');
    await expect(page.getByText(/^\d+\+? results for "dress"$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a product page shows the product, its price and rating', async ({ page }) => {
    const product = await someProduct(page);
    await page.goto(`/shop/${product.handle}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByText(`$${product.priceRange.minVariantPrice.amount}`).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });
});

test.describe('hydrating a server-rendered page', () => {
  /** Loads `path`, keeping every console error or warning and every catalog request it makes. */
  async function load(page: Page, path: string) {
    const problems: string[] = [];
    const catalogRequests: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/shopify-products/')) catalogRequests.push(request.url());
    });
    // The app asks who is logged in from an effect, so its answer means the page has hydrated.
    const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
    await page.goto(path);
    await hydrated;
    return { problems, catalogRequests };
  }

  for (const path of ['/', '/shop?sort=price-desc', '/categories/jewellery', '/search?q=silk']) {
    test(`${path} hydrates without a console message or a second catalog request`, async ({ page }) => {
      const { problems, catalogRequests } = await load(page, path);
      expect(problems).toEqual([]);
      expect(catalogRequests).toEqual([]);
    });
  }

  test('the home page embeds its 8 trending products; Load More asks the API for the next 4', async ({
    page,
  }) => {
    const { problems, catalogRequests } = await load(page, '/');
    expect(catalogRequests).toEqual([]);
    const trending = page.getByRole('region', { name: 'Trending Products' });
    await trending.getByRole('button', { name: 'Load More' }).click();
    await expect(trending.getByRole('article')).toHaveCount(12);
    expect(catalogRequests.map((url) => new URL(url).search)).toEqual(['?page=3&limit=4&sort=random']);
    expect(problems).toEqual([]);
  });

  test('a product page hydrates from its embedded answers and then works in the browser', async ({
    page,
  }) => {
    // A dress comes in sizes, so adding it asks which.
    const product = await someProduct(page, 'dress');
    const { problems, catalogRequests } = await load(page, `/shop/${product.handle}`);
    expect(problems).toEqual([]);
    expect(catalogRequests).toEqual([]);
    // Hydrated: adding asks for a size, in the page, without a trip to the server.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please select a size.')).toBeVisible();
  });

  test('a shopper who acts as soon as the page shows is answered once the app runs', async ({
    context,
    page,
  }) => {
    const product = await someProduct(page, 'dress');
    // The page as it arrives says it does not answer yet; the app takes that back.
    const html = await (await page.request.get(`/shop/${product.handle}`)).text();
    expect(html).toContain('<div id="root" aria-disabled="true">');
    // A page of its own, without the fixture's wait for the app: act at once.
    const eager = await context.newPage();
    await eager.goto(`/shop/${product.handle}`, { waitUntil: 'commit' });
    await eager.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(eager.getByText('Please select a size.')).toBeVisible();
    await expect(eager.locator('#root')).not.toHaveAttribute('aria-disabled');
  });

  test('the shop hydrates and then filters in the browser, without reloading the page', async ({ page }) => {
    const { problems } = await load(page, '/shop');
    await page.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole('heading', { name: 'Showing: 1 to 20 of 300' })).toBeVisible();
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('page weight', () => {
  // The demo catalog of 300 products, as the shop starts with: each page embeds only what its first
  // view shows (docs/decisions/025), so its HTML stays within the budget of docs/decisions/038.
  test('the home page is at most 100 KB of HTML, every other storefront page at most 150 KB', async ({
    baseURL,
  }) => {
    const rows = await pageWeights(baseURL ?? '');
    expect(rows.map((row) => row.path)).toEqual(
      expect.arrayContaining(['/', '/shop', '/categories/dress', '/search?q=dress', '/cart', '/login']),
    );
    expect(rows.filter((row) => row.path.startsWith('/shop/'))).toHaveLength(1);
    for (const row of rows) expect(row.bytes, row.path).toBeLessThanOrEqual(pageBudget(row.path));
  });
});
