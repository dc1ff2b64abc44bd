import { addSize, dollars, dressWithTwoSizes, pay, sizeOf } from './fixtures/checkout';
import { expect, test, uniqueAccount } from './fixtures/test';

test.describe('reviews', () => {
  test('a shopper who bought a dress reviews it with a fit answer and finds it on the page, in Your given Reviews and in the dashboard', async ({
    page,
    shopper,
  }) => {
    const { product, sizes } = await dressWithTwoSizes(page, 2);
    const paidCents = Math.round(Number(sizes[0].price.amount) * 100);
    const grandTotal = dollars(paidCents + Math.round(paidCents * 0.05));

    await page.goto(`/shop/${product.handle}`);
    await addSize(page, sizeOf(sizes[0]));
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_local_/);
    await pay(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

    await page.goto(`/shop/${product.handle}`);
    const reviews = page.getByRole('region', { name: 'Product Reviews' });
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await expect(form).toBeVisible();
    // Sending without a rating is stopped in the page, before the server is asked.
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5 stars.');

    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByRole('radio', { name: 'True to size' }).check();
    const comment = 'Lovely <b>linen</b>, fits as expected';
    await form.getByRole('textbox', { name: 'Your review' }).fill(comment);
    await form.getByRole('button', { name: 'Post review' }).click();
    // Once posted, the same form edits it (its heading changes), and says it was posted.
    await expect(reviews.getByRole('status')).toHaveText('Review posted successfully');

    // The product's own rating follows at once: its only review gave 4 stars.
    await expect(page.getByText('4 / 5', { exact: true })).toBeVisible();

    const list = reviews.getByRole('list', { name: 'Reviews' });
    const mine = list.getByRole('listitem').filter({ hasText: shopper.username });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Verified purchase')).toBeVisible();
    await expect(mine.getByText('Fit: True to size')).toBeVisible();
    // The comment is text: the tags show as typed, and no bold element was made of them.
    await expect(mine.getByText(comment)).toBeVisible();
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(reviews.getByText('Most shoppers say it runs true to size')).toBeVisible();

    // The form now edits the shopper's review, pre-filled.
    await expect(reviews.getByRole('form', { name: 'Edit your review' })).toBeVisible();
    await expect(reviews.getByRole('textbox', { name: 'Your review' })).toHaveValue(comment);

    await page.goto('/dashboard/reviews');
    const card = page.getByRole('listitem').filter({ hasText: comment });
    await expect(card.getByRole('link', { name: product.title })).toHaveAttribute(
      'href',
      `/shop/${product.handle}`,
    );
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Reviews' })).toHaveAttribute('href', '/shop');

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: `Welcome, ${shopper.username}!` })).toBeVisible();
    await expect(page.getByText('Total Payments').locator('xpath=following-sibling::dd')).toHaveText(
      grandTotal,
    );
    await expect(page.getByText('Total Reviews').locator('xpath=following-sibling::dd')).toHaveText('1');
    await expect(
      page.getByText('Total Purchased Products').locator('xpath=following-sibling::dd'),
    ).toHaveText('1');
    // The chart arrives with its own chunk and draws three bars.
    const chart = page.getByRole('figure');
    await expect(chart.getByText(/shown ×100/)).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(3);
  });

  test('a guest reads the reviews and is sent to log in and back to write one', async ({
    page,
    request,
    baseURL,
  }) => {
    const { product } = await dressWithTwoSizes(page, 3);
    const origin = new URL(baseURL ?? '').origin;
    const reviewer = uniqueAccount('reviewer');
    expect((await request.post('/api/auth/register', { data: reviewer, headers: { origin } })).status()).toBe(
      201,
    );
    const login = await request.post('/api/auth/login', {
      data: { email: reviewer.email, password: reviewer.password },
      headers: { origin },
    });
    expect(login.status()).toBe(200);
    const productId = (
      (await (await request.get(`/api/shopify-products/products/${product.handle}`)).json()) as { id: string }
    ).id;
    const posted = await request.post('/api/reviews/post-review', {
      data: {
        productId,
        rating: 2,
        comment: `Runs small in the shoulders (${reviewer.username})`,
        fit: 'small',
      },
      headers: { origin },
    });
    expect(posted.status()).toBe(201);

    await page.goto(`/shop/${product.handle}`);
    const reviews = page.getByRole('region', { name: 'Product Reviews' });
    await expect(reviews.getByText(`Runs small in the shoulders (${reviewer.username})`)).toBeVisible();
    await expect(reviews.getByRole('listitem').filter({ hasText: reviewer.username })).toBeVisible();
    await expect(reviews.getByRole('form')).toHaveCount(0);

    const account = uniqueAccount('reader');
    expect(
      (await page.request.post('/api/auth/register', { data: account, headers: { origin } })).status(),
    ).toBe(201);
    await reviews.getByRole('link', { name: 'Log in to write a review' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${product.handle}$`));
    await expect(
      page.getByRole('region', { name: 'Product Reviews' }).getByRole('form', { name: 'Write a review' }),
    ).toBeVisible();
  });
});
