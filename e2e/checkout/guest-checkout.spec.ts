import { deliveryCents, dollars, oneSizeAccessoriesInStock, pay, US_ADDRESS } from '../fixtures/checkout';
import { openMail } from '../fixtures/mailbox';
import { expect, type Page, test, uniqueAccount } from '../fixtures/test';

// Guest checkout (docs/decisions/030): a guest buys with Express delivery, follows the order from the
// mail's private link in another browser, has a fresh link mailed by Track your order, then
// registers with the same email and, through a mailed link, finds the order in Your Orders.

/** A one-size accessory with a few units free; `pick` keeps the desktop and phone journeys apart. */
async function accessoryInStock(page: Page, pick: number) {
  const fitting = await oneSizeAccessoriesInStock(page);
  // From the far end of the list: the shopper's delivery journey takes from the front.
  const found = fitting[fitting.length - 1 - pick];
  if (!found) throw new Error('no one-size accessory in stock');
  return found;
}

async function journey(page: Page, pick: number) {
  const guest = uniqueAccount('guest');
  const { handle, priceCents } = await accessoryInStock(page, pick);
  const { cents: shippingCents } = await deliveryCents(page.request, priceCents, 'Express');
  const grandTotal = dollars(priceCents + shippingCents + Math.round(priceCents * 0.05));

  await page.goto(`/shop/${handle}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart.').last()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Check out as guest' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(guest.email);
  await page.getByLabel('Full name').fill(US_ADDRESS.name);
  await page.getByLabel('Address line 1').fill(US_ADDRESS.line1);
  await page.getByLabel('City').fill(US_ADDRESS.city);
  await page.getByLabel('Country').selectOption(US_ADDRESS.country);
  await page.getByLabel(/State \/ Region/).fill(US_ADDRESS.region);
  await page.getByLabel('Postal code').fill(US_ADDRESS.postalCode);
  await expect(page.getByRole('checkbox', { name: 'Save this address' })).toHaveCount(0);
  await page.getByRole('radio', { name: /^Express/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByText(grandTotal).first()).toBeVisible();
  await pay(page, '4242 4242 4242 4242');

  // The browser that paid sees its order, as a logged-in shopper would.
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(`on its way to ${guest.email}, with a private link`)).toBeVisible();
  await expect(page.getByTestId('delivery-method')).toHaveText('Express');
  const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^VL-/);
  await expect(page.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', /^\/orders\//);

  // The mail's private link opens the order anywhere; without the cookie or the link, nothing.
  await openMail(page, guest.email, /Your Velora order/);
  const link = page.getByRole('link', { name: /\/orders\/[\w-]+\?token=/ });
  const href = (await link.getAttribute('href')) ?? '';
  await page.context().clearCookies();
  await page.goto(href.replace(/\?token=.*/, ''));
  await expect(page.getByText('Error fetching order.')).toBeVisible();
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByTestId('ship-to')).toContainText(US_ADDRESS.line1);

  // Without the mail, the footer's Track your order mails a fresh link for the number and email.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByRole('heading', { name: 'Track your order', level: 1 })).toBeVisible();
  await page.getByLabel('Order number').fill(orderNumber.slice(3).toLowerCase());
  await page.getByLabel('Email').fill(guest.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(
    page.getByText('If that order number and email match an order, we have emailed a link to it.'),
  ).toBeVisible();
  await openMail(page, guest.email, /Your private link to Velora order/);
  const fresh =
    (await page.getByRole('link', { name: /\/orders\/[\w-]+\?token=/ }).getAttribute('href')) ?? '';
  expect(fresh).not.toBe(href);
  await page.goto(fresh);
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByText(orderNumber)).toBeVisible();

  // Registering with the same email offers the order; only the mailed link attaches it.
  await page.goto('/register');
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Username').fill(guest.username);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  const confirm = page.getByLabel('Confirm password', { exact: false });
  if (await confirm.count()) await confirm.first().fill(guest.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Logged in: the login page sends the shopper on (the account menu is folded away on a phone).
  await expect(page).not.toHaveURL(/\/login$/);

  // A new account's email proves nothing: it is offered a link, not told what the email bought.
  await page.goto('/dashboard/orders');
  await expect(page.getByText('Ordered from us before without an account?')).toBeVisible();
  await expect(page.getByRole('heading', { name: /earlier order/ })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);
  await page.getByRole('button', { name: 'Email me a link to add those orders' }).click();
  await expect(page.getByText(`We sent a link to ${guest.email}`)).toBeVisible();

  await openMail(page, guest.email, /earlier Velora orders/);
  await page.getByRole('link', { name: /\/dashboard\/orders\/claim\?token=/ }).click();
  await expect(page.getByText('1 order was added to your account.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Your Orders' }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
  await expect(page.getByRole('heading', { name: /earlier order/ })).toHaveCount(0);
  await expect(page.getByText('Ordered from us before without an account?')).toHaveCount(0);

  // The account's order page took over: logged out, the mailed private link no longer opens the order.
  await page.context().clearCookies();
  await page.goto(fresh);
  await expect(page.getByText(/This order cannot be opened here/)).toBeVisible();
}

test.describe('guest checkout', () => {
  test('a guest buys with Express, follows the mailed link, registers and claims the order', async ({
    page,
  }) => {
    await journey(page, 0);
  });

  test('the same on a phone @mobile', async ({ page }) => {
    await journey(page, 1);
  });
});
