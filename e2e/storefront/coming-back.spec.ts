import { axeViolations } from '../fixtures/axe';
import { checkOut, pay } from '../fixtures/checkout';
import { openMail } from '../fixtures/mailbox';
import { ADMIN, expect, test } from '../fixtures/test';

// Bringing shoppers back (docs/product/rules.md, Wishlist and Back-in-stock alerts), on a phone:
// a shopper saves a dress whose size is sold out and asks to hear when it is back; the owner
// restocks it; the alert's link opens the dress with that size chosen, and she buys it. The
// journey adds its own dress, so it runs with the catalog writes.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a shopper saves a dress, asks for her sold-out size, and buys it from the alert once the owner restocks @catalog-writes', async ({
  page,
  shopper,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const owner = await browser.newContext({ baseURL });
  expect((await owner.request.post('/api/auth/login', { data: ADMIN, headers: { origin } })).status()).toBe(
    200,
  );
  const name = `Alert Journey Dress ${Date.now().toString(36)}`;
  const sizes = (m: number) => [
    { size: 'S', stock: 4 },
    { size: 'M', stock: m },
    { size: 'L', stock: 4 },
  ];
  const created = await owner.request.post('/api/products/created-product', {
    headers: { origin },
    data: {
      name,
      category: 'dress',
      color: 'green',
      price: 80,
      description: 'A dress for the back-in-stock journey.',
      images: ['/media/demo/dress/0/green/0.svg'],
      sizes: sizes(0),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { handle, id } = (await created.json()) as { handle: string; id: string };

  await page.goto(`/shop/${handle}`);
  await page.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // M is sold out: she asks to hear when it is back, with one tap.
  await expect(page.getByRole('radio', { name: 'M, sold out' })).toBeDisabled();
  await page.getByRole('button', { name: /Tell me when M is back|Tell me when it's back/ }).click();
  await expect(page.getByText("We'll email you when M is back.")).toBeVisible();
  expect(await axeViolations(page), 'the product page with its sold-out sizes').toEqual([]);

  // The owner puts two of M back.
  const restocked = await owner.request.patch(`/api/products/update-product/${id}`, {
    headers: { origin },
    data: { sizes: sizes(2) },
  });
  expect(restocked.status(), await restocked.text()).toBe(200);

  // The next round mails her; the link opens the dress with M chosen.
  await openMail(page, shopper.email, new RegExp(`${name} in M is back`));
  await page.getByRole('link', { name: new RegExp(`/shop/${handle}\\?`) }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${handle}\\?.*size=M`));
  await expect(page.getByRole('radio', { name: /^M\b/ })).toBeChecked();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart.').last()).toBeVisible();
  await page.goto('/cart');
  await checkOut(page);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /Thank you/i })).toBeVisible();

  await page.goto('/dashboard/wishlist');
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(await axeViolations(page), 'the Wishlist page').toEqual([]);

  // The alert's stop link stops such mail, one tap from the mail.
  await openMail(page, shopper.email, new RegExp(`${name} in M is back`));
  await page.getByRole('link', { name: /\/mail\/stop\?t=/ }).click();
  await expect(page.getByText('You will get no more back-in-stock alerts.')).toBeVisible();
  expect(await axeViolations(page), 'the Stop emails page').toEqual([]);
  await owner.close();
});
