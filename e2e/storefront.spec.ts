import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('shows 8 trending products and Load More adds 4', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Velora/);
    const trending = page.getByRole('region', { name: 'Trending Products' });
    const cards = trending.getByRole('article');
    await expect(cards).toHaveCount(8);
    await trending.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(12);
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

test.describe('mobile', () => {
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
