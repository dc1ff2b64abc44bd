// The dashboard and the shopper's order pages on a 390 px phone (the first-day fixes of 25 November
// 2026): nothing scrolls sideways, and what a row says or offers (dates, totals, statuses, Edit,
// Delete) is inside the screen, whole, not cut off at the right edge.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { deliveryBody } from '../fixtures/checkout';
import { type Account, expect, test, uniqueAccount } from '../fixtures/test';

const PHONE_WIDTH = 390;

/** A paid order of `account` (logged in in `request`, as a browser's cookies would be), through the API. */
async function paidOrder(request: APIRequestContext, baseURL: string | undefined, { email }: Account) {
  const origin = new URL(baseURL ?? '').origin;
  const { products } = (await (
    await request.get('/api/shopify-products/products?category=jewellery&limit=20')
  ).json()) as {
    products: { variants: { edges: { node: { id: string; quantityAvailable: number } }[] } }[];
  };
  const variant = products
    .flatMap((p) => p.variants.edges.map((e) => e.node))
    .find((v) => v.quantityAvailable >= 2);
  if (!variant) throw new Error('no jewellery in stock');
  const session = await request.post('/api/orders/create-checkout-session', {
    data: { products: [{ id: variant.id }], user_email: email, ...(await deliveryBody(request)) },
    headers: { origin },
  });
  const { id: sessionId } = (await session.json()) as { id: string };
  const paid = await request.post(`/checkout/${sessionId}`, {
    form: { name: 'Ada', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    headers: { origin },
  });
  expect(paid.status()).toBeLessThan(400);
  const orders = (await (await request.get(`/api/orders/${encodeURIComponent(email)}`)).json()) as {
    _id: string;
    orderId: string;
    paymentStatus: string;
  }[];
  const order = orders.find((o) => o.paymentStatus === 'paid');
  if (!order) throw new Error('the order was not paid');
  return { sessionId, id: order._id, orderNumber: order.orderId };
}

/** Another shopper, registered and logged in in `request` (not in the test's browser). */
async function otherShopper(request: APIRequestContext, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const account = uniqueAccount('phone');
  const registered = await request.post('/api/auth/register', { data: account, headers: { origin } });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { origin },
  });
  expect(login.status()).toBe(200);
  return account;
}

/** The probe the shop's pages share: the document is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * What a user sees of `target`: all of it, inside the phone's width, not clipped by a box that
 * scrolls sideways nor cut short. Only the page scrolls (up or down) to bring it into view; scrolling a box
 * sideways would hide the very defect this looks for.
 */
async function expectWholeOnScreen(target: Locator) {
  await expect(target).toBeVisible();
  await target.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    window.scrollBy(0, top - window.innerHeight / 2);
  });
  const box = await target.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_WIDTH);
  await expect(target).toBeInViewport({ ratio: 1 });
  // Nor cut short with an ellipsis inside its own box (an inline element measures 0 and passes).
  const cut = await target.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut, 'text cut short').toBe(false);
}

test.describe('on a 390 px phone', () => {
  test('Your Orders shows each order whole: date, status, total and its link @mobile', async ({
    page,
    baseURL,
    shopper,
  }) => {
    const order = await paidOrder(page.request, baseURL, shopper);
    await page.goto('/dashboard/orders');
    const row = page.getByRole('row').filter({ hasText: order.orderNumber });
    await expectWholeOnScreen(row.getByText('pending', { exact: true }));
    // Capitalised by CSS: the whole word, not 'Pendin' cut off at the edge.
    await expect(row.getByText('pending', { exact: true })).toHaveText('Pending', { useInnerText: true });
    await expectWholeOnScreen(row.getByText(/^\$\d+\.\d{2}$/));
    await expectWholeOnScreen(row.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/));
    await expectWholeOnScreen(row.getByRole('link', { name: 'view order' }));
    await expectNoSidewaysScroll(page, '/dashboard/orders');
    // The cards are still a table to a screen reader, with no WCAG violation.
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the admin tables keep Edit, Delete, dates and statuses on screen @mobile', async ({
    page,
    baseURL,
    admin,
    request,
  }) => {
    const buyer = await otherShopper(request, baseURL);
    const { email } = buyer;
    const order = await paidOrder(request, baseURL, buyer);

    await page.goto(`/dashboard/manage-orders?search=${order.orderNumber}`);
    const orderRow = page.getByRole('row').filter({ hasText: order.orderNumber });
    await expectWholeOnScreen(orderRow.getByText('pending', { exact: true }));
    await expect(orderRow.getByText('pending', { exact: true })).toHaveText('Pending', {
      useInnerText: true,
    });
    await expectWholeOnScreen(orderRow.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/));
    await expectWholeOnScreen(orderRow.getByText(email));
    for (const action of ['View', 'Edit']) {
      await expectWholeOnScreen(
        orderRow.getByRole('button', { name: `${action} order ${order.orderNumber}` }),
      );
    }
    // A paid order is never deleted: no Delete the server would refuse.
    await expect(orderRow.getByRole('button', { name: `Delete order ${order.orderNumber}` })).toHaveCount(0);
    await expectNoSidewaysScroll(page, '/dashboard/manage-orders');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Menu' }).click();
    expect(await axeViolations(page), 'cards and the open menu').toEqual([]);

    await page.goto('/dashboard/users');
    await page.getByLabel('Find by email or username').fill(email);
    const userRow = page.getByRole('row').filter({ hasText: email });
    await expectWholeOnScreen(userRow.getByText(email));
    await expectWholeOnScreen(userRow.getByText('user', { exact: true }));
    await expectWholeOnScreen(userRow.getByRole('button', { name: `Edit role of ${email}` }));
    await expectWholeOnScreen(userRow.getByRole('button', { name: `Delete ${email}` }));
    await expectNoSidewaysScroll(page, '/dashboard/users');
    expect(admin.email).toContain('@');
  });

  test('the dashboard links wait behind a Menu button that closes after navigating @mobile', async ({
    page,
    admin,
  }) => {
    expect(admin.email).toContain('@');
    await page.goto('/dashboard/admin');
    const heading = page.getByRole('heading', { name: 'Admin Dashboard' });
    await expect(heading).toBeVisible();
    // The page itself starts on the first screen, not below a column of links.
    await expect(heading).toBeInViewport({ ratio: 1 });
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
    const menu = nav.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Reports',
      'Manage Products',
      'Add Product',
      'Import / Export',
      'Categories',
      'Colours',
      'Manage Orders',
      'Returns',
      'Shipping',
      'Taxes',
      'Sales',
      'Discount codes',
      'Users',
      'Messages',
      'Profile',
    ]);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toContainText('Users');
  });

  test('no shopper dashboard or order page scrolls sideways @mobile', async ({ page, baseURL, shopper }) => {
    const order = await paidOrder(page.request, baseURL, shopper);
    for (const path of [
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/orders',
      '/dashboard/payments',
      '/dashboard/reviews',
      `/orders/${order.id}`,
      `/success?session_id=${order.sessionId}`,
      '/cart',
      '/contact',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('no admin dashboard page scrolls sideways @mobile', async ({ page, baseURL, admin, request }) => {
    expect(admin.email).toContain('@');
    const origin = new URL(baseURL ?? '').origin;
    const sent = await request.post('/api/contact', {
      data: { username: 'Maya', email: 'maya@example.com', message: 'Do you ship to Canada? '.repeat(8) },
      headers: { origin },
    });
    expect(sent.status()).toBe(201);
    const { products } = (await (await request.get('/api/shopify-products/products?limit=1')).json()) as {
      products: { id: string }[];
    };
    for (const path of [
      '/dashboard/admin',
      '/dashboard/reports?testOrders=include',
      '/dashboard/manage-products',
      '/dashboard/add-product',
      `/dashboard/update-product/${encodeURIComponent(products[0]?.id ?? '')}`,
      '/dashboard/manage-orders',
      '/dashboard/returns',
      '/dashboard/users',
      '/dashboard/messages',
      '/dashboard/taxes',
      '/dashboard/profile',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });
});
