import { expect, test } from '../fixtures/test';

test.describe('home', () => {
  test('shows 8 trending products and Load More asks for the next 4', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Velora/);
    const trending = page.getByRole('region', { name: 'Trending Products' });
    const cards = trending.getByRole('article');
    await expect(cards).toHaveCount(8);
    const titles = () => trending.getByRole('heading', { level: 3 }).allTextContents();
    const first = await titles();
    // The page carries only the 8 it shows: the next ones come from the API.
    const more = page.waitForResponse((response) =>
      response.url().includes('/api/shopify-products/products?page=3&limit=4&sort=random'),
    );
    await trending.getByRole('button', { name: 'Load More' }).click();
    expect((await more).status()).toBe(200);
    await expect(cards).toHaveCount(12);
    const shown = await titles();
    expect(shown.slice(0, 8)).toEqual(first);
    expect(new Set(shown).size).toBe(12);
    await trending.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(16);
  });

  test('a product card opens its product page', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Trending Products' }).getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(/\/shop\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
  });
});

test.describe('product cards', () => {
  test('stars fill to the rating: a 4.5 shows four and a half, not five', async ({ page }) => {
    await page.goto('/shop?sort=price-asc');
    const ratings = page.getByRole('article').getByRole('img', { name: /^Rated / });
    await expect(ratings.first()).toBeVisible();
    const shares = await ratings.evaluateAll((elements) =>
      elements.map((element) => {
        const rated = Number(element.getAttribute('aria-label')?.match(/Rated ([\d.]+)/)?.[1]);
        const gold = element.lastElementChild?.getBoundingClientRect().width ?? 0;
        return { rated, share: gold / element.getBoundingClientRect().width };
      }),
    );
    expect(shares.length).toBeGreaterThan(0);
    for (const { rated, share } of shares) expect(share).toBeCloseTo(rated / 5, 1);
    expect(shares.some(({ rated }) => rated < 5)).toBe(true);
  });

  test('a one-size product added from its card is confirmed with a toast', async ({ page }) => {
    await page.goto('/categories/jewellery');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toBeHidden();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Add / }) })
      .first();
    await card.getByRole('button', { name: /^Add / }).click();
    await expect(page.getByText('Added to your cart.')).toBeVisible();
    await expect(badge).toHaveText('1');
    await expect(page).toHaveURL(/\/categories\/jewellery$/);
  });

  test("a sized product's card asks for the size in place, under each colour it comes in", async ({
    page,
  }) => {
    await page.goto('/categories/dress');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('list', { name: 'Colours' }) })
      .filter({ has: page.getByRole('button', { name: /^Add / }) })
      .first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    // The picker lists the colours in the order of the card's dots, each with its own sizes.
    const shown = await card
      .getByRole('list', { name: 'Colours' })
      .getByRole('img')
      .first()
      .getAttribute('aria-label');
    await card.getByRole('button', { name: `Add ${title} to cart` }).click();
    const picker = page.getByRole('dialog', { name: `Choose a size for ${title}` });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('group').first()).toHaveAccessibleName(shown ?? '');
    await picker
      .getByRole('group', { name: shown ?? '', exact: true })
      .getByRole('button', { name: /^(XS|S|M|L|XL)(, only \d left)?$/ })
      .first()
      .click();
    await expect(page.getByText('Added to your cart.')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(picker).toBeHidden();
    await expect(page).toHaveURL(/\/categories\/dress$/);
  });
});

test.describe('status codes', () => {
  test("an unknown address answers 404 with the shop's not-found page", async ({ page, request }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const plain = await request.get('/', { headers: { accept: '*/*' } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-type']).toContain('text/html');
    const json = await request.get('/nope', { headers: { accept: 'application/json' } });
    expect(json.status()).toBe(404);
    expect(await json.json()).toHaveProperty('message');
  });
});

test.describe('mobile', () => {
  test('the header search icon opens search ready for typing @mobile', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await page.keyboard.type('lipstik');
    await expect(page).toHaveURL(/\/search\?q=lipstik$/);
    await expect(page.getByRole('heading', { name: /^\d+\+? results? for "lipstik"$/ })).toBeVisible();
  });

  test('the menu closes on Escape and gives focus back to its button @mobile', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: /mobile/i });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the menu opens and lists its links @mobile', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: /mobile/i });
    for (const name of ['Home', 'Shop', 'Contact', 'Search', 'Cart', 'Login']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(menu).toBeHidden();
  });
});
