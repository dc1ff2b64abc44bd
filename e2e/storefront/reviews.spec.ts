import type { Page } from '@playwright/test';
import { addSize, checkOut, deliveryCents, dollars, pay, sizeOf } from '../fixtures/checkout';
import { expect, test, uniqueAccount } from '../fixtures/test';

interface Variant {
  id: string;
  price: { amount: string };
  quantityAvailable: number;
  selectedOptions: { name: string; value: string }[];
}
interface Dress {
  id: string;
  handle: string;
  title: string;
  averageRating: number | null;
  reviewCount: number;
  variants: { edges: { node: Variant }[] };
}

/**
 * The newest dresses with two sizes of three or more free units, as fixtures/checkout.ts counts
 * them. The first four are other journeys' (checkout, order money), so these start after them.
 */
async function dresses(page: Page) {
  const response = await page.request.get(
    '/api/shopify-products/products?category=dress&limit=50&sort=newest',
  );
  const { products } = (await response.json()) as { products: Dress[] };
  return products
    .flatMap((product) => {
      const sizes = product.variants.edges.map((e) => e.node).filter((v) => v.quantityAvailable >= 3);
      return sizes.length >= 2 ? [{ product, sizes: sizes.slice(0, 2) as [Variant, Variant] }] : [];
    })
    .slice(4);
}

test.describe('reviews', () => {
  test('a shopper may review a dress only once they bought it, and then finds it on the page, in Your given Reviews and in the dashboard', async ({
    page,
    shopper,
  }) => {
    const found = (await dresses(page)).find(({ product }) => product.reviewCount === 0);
    if (!found) throw new Error('the demo catalog has no unreviewed dress in stock');
    const { product, sizes } = found;
    const paidCents = Math.round(Number(sizes[0].price.amount) * 100);
    // Standard delivery is paid too; tax is on the items only.
    const { cents: shippingCents } = await deliveryCents(page.request, paidCents);
    const grandTotal = dollars(paidCents + shippingCents + Math.round(paidCents * 0.05));

    // Nobody has reviewed it: no stars anywhere, and no form for someone who has not bought it.
    await page.goto(`/shop/${product.handle}`);
    const title = page.getByRole('heading', { level: 1, name: product.title });
    await expect(title).toBeVisible();
    await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Product Reviews' });
    await expect(reviews.getByText('You can review products you have bought.')).toBeVisible();
    await expect(reviews.getByRole('form')).toHaveCount(0);

    await addSize(page, sizeOf(sizes[0]));
    await page.goto('/cart');
    await checkOut(page);
    await pay(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

    await page.goto(`/shop/${product.handle}`);
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
    await expect(page.getByText('4.0 / 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '1 review', exact: true })).toBeVisible();
    await expect(page.getByText('No reviews yet', { exact: true })).toHaveCount(0);

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

  test("a guest reads a dress's demo reviews, with no one's email, and a shopper who has not bought it is told why there is no form", async ({
    page,
    baseURL,
  }) => {
    const found = (await dresses(page)).find(({ product }) => product.reviewCount >= 3);
    if (!found) throw new Error('the demo catalog has no reviewed dress in stock');
    const { product } = found;

    await page.goto(`/shop/${product.handle}`);
    // The count beside the average is the list's own.
    const count = `${product.reviewCount} reviews`;
    await expect(page.getByRole('link', { name: count, exact: true })).toBeVisible();
    await expect(page.getByText(`${product.averageRating?.toFixed(1)} / 5`, { exact: true })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Product Reviews' });
    await expect(reviews.getByText(count, { exact: true })).toBeVisible();
    await expect(reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toBeVisible();
    await expect(reviews.getByRole('form')).toHaveCount(0);
    // The page, and the data it came with, name reviewers by username only.
    expect(await page.content()).not.toContain('@demo-shoppers.example');
    const answer = await page.request.get(`/api/reviews/product/${product.id}?limit=50`);
    const text = await answer.text();
    expect(text).not.toMatch(/"email"|"userId"|@demo-shoppers\.example/);

    const account = uniqueAccount('reader');
    const origin = new URL(baseURL ?? '').origin;
    expect(
      (await page.request.post('/api/auth/register', { data: account, headers: { origin } })).status(),
    ).toBe(201);
    await reviews.getByRole('link', { name: 'Log in to write a review' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${product.handle}$`));
    const again = page.getByRole('region', { name: 'Product Reviews' });
    await expect(again.getByText('You can review products you have bought.')).toBeVisible();
    await expect(again.getByRole('form')).toHaveCount(0);
    // A script asking anyway is refused the same way.
    const posted = await page.request.post('/api/reviews/post-review', {
      data: { productId: product.id, rating: 5, comment: 'Never bought it' },
      headers: { origin },
    });
    expect(posted.status()).toBe(403);
    expect((await posted.json()).message).toBe('You can review products you have bought.');
  });

  test("cards say 'No reviews yet' for a product nobody has reviewed, and show the others' stars", async ({
    page,
  }) => {
    const { products } = (await (
      await page.request.get('/api/shopify-products/products?category=dress&limit=50&sort=newest')
    ).json()) as { products: Dress[] };
    // The oldest of them: the journey above reviews the newest unreviewed dress while this runs.
    const unreviewed = products.findLast((p) => p.reviewCount === 0);
    if (!unreviewed) throw new Error('the demo catalog has no unreviewed dress');
    await page.goto(`/search?q=${encodeURIComponent(unreviewed.title)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/shop/${unreviewed.handle}"]`) });
    await expect(card.getByText('No reviews yet')).toBeVisible();
    await expect(card.getByRole('img', { name: /^Rated / })).toHaveCount(0);

    await page.goto('/categories/dress');
    await expect(
      page
        .getByRole('article')
        .getByRole('img', { name: /^Rated / })
        .first(),
    ).toBeVisible();
  });
});
