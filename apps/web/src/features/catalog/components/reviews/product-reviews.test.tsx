import type { PublicReview, Review, ProductReviews as Summary } from '@shop/shared/catalog/reviews-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
import { ProductReviews } from './product-reviews';

const review = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  _id: 'r1',
  id: 'r1',
  productId: 'p1',
  username: 'bea_buys',
  rating: 5,
  comment: '<b>Lovely</b> fabric',
  fit: 'true',
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  mine: false,
  ...overrides,
});

/** The same review as its author's own list has it (GET /reviews/:userId). */
const own = (public_: PublicReview, userId = 'u1'): Review => {
  const { mine: _mine, ...rest } = public_;
  return { ...rest, userId, email: 'jane@example.com' };
};

const summary = (reviews: PublicReview[], overrides: Partial<Summary> = {}): Summary => ({
  reviews,
  total: reviews.length,
  totalPages: 1,
  page: 1,
  averageRating: 4.5,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
  fit: { small: 0, true: 2, large: 1 },
  ...overrides,
});
const empty = () => summary([], { averageRating: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });

describe('ProductReviews', () => {
  it('shows the average, the star distribution, the fit summary and the reviews as plain text', async () => {
    mockApi({
      '/reviews/product/p1': summary([
        review(),
        review({ _id: 'r2', id: 'r2', rating: 4, verified: false, username: 'cy' }),
      ]),
    });
    renderWithProviders(<ProductReviews productId="p1" sized />, { user: null });
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByText('Most shoppers say it runs true to size')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Verified purchase')).toHaveLength(1);
    expect(within(list).getAllByText('<b>Lovely</b> fabric')[0]?.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toHaveAttribute('href', '/login');
    // Only an admin moderates.
    expect(screen.queryByRole('button', { name: /Remove review/ })).not.toBeInTheDocument();
  });

  it('asks an admin to confirm before removing a review, and Cancel keeps it', async () => {
    let removed = false;
    const fetchMock = mockApi({
      '/reviews/product/p1': () => summary(removed ? [] : [review()]),
      '/reviews/a1': [],
      '/reviews/can-review/p1': { canReview: false },
      'DELETE /reviews/r1': () => {
        removed = true;
        return { message: 'Review deleted successfully' };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProductReviews productId="p1" sized />
        <Toaster />
      </>,
      { user: adminUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove review by bea_buys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this review?' });
    expect(dialog).toHaveTextContent('The review by bea_buys');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'DELETE', '/reviews/r1')).toHaveLength(0);
    expect(screen.getByText('<b>Lovely</b> fabric')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove review by bea_buys' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this review?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await requestsTo(fetchMock, 'DELETE', '/reviews/r1')).toHaveLength(1);
    expect(await screen.findByText(/No reviews found/)).toBeInTheDocument();
    expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
  });

  it('tells a shopper who has not bought it why there is no form, instead of a form that fails', async () => {
    const fetchMock = mockApi({
      '/reviews/product/p1': summary([review()]),
      '/reviews/u1': [],
      '/reviews/can-review/p1': { canReview: false },
    });
    renderWithProviders(<ProductReviews productId="p1" sized />, { user: publicUser() });
    expect(await screen.findByText('You can review products you have bought.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your review')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(0);
  });

  it('pre-fills a buyer’s own review and sends the change', async () => {
    const mine = review({ username: 'jane_doe', rating: 3, comment: 'Nice', fit: 'small', mine: true });
    const fetchMock = mockApi({
      '/reviews/product/p1': summary([mine]),
      '/reviews/u1': [own(mine)],
      '/reviews/can-review/p1': { canReview: true },
      'POST /reviews/post-review': { message: 'Review updated successfully', review: own(mine) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="p1" sized />, { user: publicUser() });
    const comment = await screen.findByLabelText('Your review');
    await screen.findByDisplayValue('Nice');
    expect(screen.getByRole('radio', { name: 'Runs small' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.clear(comment);
    await user.type(comment, 'Better after a wash');
    await user.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByText('Review updated successfully')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'POST', '/reviews/post-review');
    expect(sent?.body).toEqual({ productId: 'p1', rating: 5, comment: 'Better after a wash', fit: 'small' });
  });

  it('asks the author to confirm before deleting their review from the product page', async () => {
    const mine = review({ username: 'jane_doe', rating: 3, comment: 'Nice', fit: null, mine: true });
    let removed = false;
    const fetchMock = mockApi({
      '/reviews/product/p1': () => (removed ? empty() : summary([mine])),
      '/reviews/u1': () => (removed ? [] : [own(mine)]),
      '/reviews/can-review/p1': { canReview: true },
      'DELETE /reviews/r1': () => {
        removed = true;
        return { message: 'Review deleted successfully' };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="p1" sized />, { user: publicUser() });
    await screen.findByDisplayValue('Nice');
    await user.click(screen.getByRole('button', { name: 'Delete your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await requestsTo(fetchMock, 'DELETE', '/reviews/r1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete your review' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this review?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await requestsTo(fetchMock, 'DELETE', '/reviews/r1')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('asks a buyer for a rating before sending and shows the server’s refusal', async () => {
    mockApi({
      '/reviews/product/p1': empty(),
      '/reviews/u1': [],
      '/reviews/can-review/p1': { canReview: true },
      'POST /reviews/post-review': reply(400, {
        message: 'comment must be at most 2000 characters',
        field: 'comment',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="p1" sized={false} />, { user: publicUser() });
    await user.click(await screen.findByRole('button', { name: 'Post review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars.');
    expect(screen.queryByText('How does it fit? (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Good');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('comment must be at most 2000 characters')).toBeInTheDocument();
  });
});
