import { axeViolations } from '../fixtures/axe';
import { addSize, checkOut, dressWithTwoSizes, pay, sizeOf } from '../fixtures/checkout';
import { expect, type Page, test } from '../fixtures/test';

// Every page a shopper can reach today, checked by axe-core in the real browser. Lighthouse
// (npm run bench) scores a few pages; this covers the forms and the account area too.

test('the checker itself reports a violation it is shown', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><img src="data:,"><button></button></main></body></html>',
  );
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const path of [
  '/',
  '/shop',
  '/search?q=dress',
  '/categories/dress',
  '/categories/adult',
  '/shop?category=shoes&size=38&onSale=true',
  '/nope',
  '/contact',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password?token=x&id=y',
  '/track-order',
  '/policies',
]) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await settle(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a product page has no WCAG A/AA violations', async ({ page }) => {
  await settle(page, '/shop');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

test('forms with their error messages showing have no violations', async ({ page }) => {
  await settle(page, '/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the profile page and its editor have no violations', async ({ page, shopper }) => {
  await settle(page, '/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const menuButton = page.getByRole('button', { name: `Account menu for ${shopper.username}` });
  await menuButton.click();
  // The sidebar lists Payments too; the one that matters here is the opened menu's.
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a shopper's dashboard, their reviews and the review form have no violations", async ({
  page,
  shopper,
}) => {
  await settle(page, '/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${shopper.username}!` })).toBeVisible();
  await expect(page.getByText('Total Reviews')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await settle(page, '/dashboard/reviews');
  await expect(page.getByRole('link', { name: 'Add New Reviews' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Only a buyer gets the review form (since 25 November 2026): what a shopper who has not bought it reads,
  // then the form once they have.
  const { product, sizes } = await dressWithTwoSizes(page, 5);
  await settle(page, `/shop/${product.handle}`);
  await expect(page.getByText('You can review products you have bought.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await addSize(page, sizeOf(sizes[0]));
  await page.goto('/cart');
  await checkOut(page);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await settle(page, `/shop/${product.handle}`);
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the admin pages, the product form with its errors and a status dialog have no violations', async ({
  page,
  admin,
}) => {
  expect(admin.email).toContain('@');
  for (const path of [
    '/dashboard/admin',
    '/dashboard/reports',
    '/dashboard/manage-products',
    '/dashboard/users',
    '/dashboard/messages',
  ]) {
    await settle(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
  await settle(page, '/dashboard/add-product');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Please fill all the fields')).toBeVisible();
  await page.getByLabel('Category').selectOption('shoes');
  expect(await axeViolations(page)).toEqual([]);
  await settle(page, '/dashboard/manage-orders');
  await expect(page.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the categories and colours pages and their forms have no violations', async ({ page, admin }) => {
  expect(admin.email).toContain('@');
  await settle(page, '/dashboard/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  expect(await axeViolations(page), '/dashboard/categories').toEqual([]);
  await page.getByRole('button', { name: 'Edit Shoes' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit category' })).toBeVisible();
  expect(await axeViolations(page), 'the category form').toEqual([]);
  await page.keyboard.press('Escape');
  await settle(page, '/dashboard/colors');
  await expect(page.getByRole('heading', { level: 1, name: 'Colours' })).toBeVisible();
  expect(await axeViolations(page), '/dashboard/colors').toEqual([]);
  await page.getByRole('button', { name: 'Add colour' }).click();
  await expect(page.getByRole('dialog', { name: 'New colour' })).toBeVisible();
  expect(await axeViolations(page), 'the colour form').toEqual([]);
  await page.keyboard.press('Escape');
  await settle(page, '/dashboard/import-export');
  expect(await axeViolations(page), '/dashboard/import-export').toEqual([]);
});

test("a card's size picker has no violations, with sizes under several colours or in one", async ({
  page,
}) => {
  await settle(page, '/categories/dress');
  const colours = page.getByRole('list', { name: 'Colours' });
  const sized = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add / }) });
  for (const card of [sized.filter({ has: colours }).first(), sized.filter({ hasNot: colours }).first()]) {
    await card.getByRole('button', { name: /^Add / }).click();
    const picker = page.getByRole('dialog', { name: /^Choose a size for / });
    await expect(picker).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  }
});

test('the filter drawer on a phone has no violations @mobile', async ({ page }) => {
  await settle(page, '/shop?color=gold');
  await page.getByRole('button', { name: 'Filters (1 active)' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
