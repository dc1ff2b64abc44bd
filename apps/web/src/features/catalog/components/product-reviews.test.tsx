import type { Review, ProductReviews as Summary } from '@shop/shared/reviews-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
import { ProductReviews } from './product-reviews';

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  id: 'r1',
  productId: 'p1',
  userId: 'u2',
  username: 'bea_buys',
  email: 'bea@example.com',
  rating: 5,
  comment: '<b>Lovely</b> fabric',
  fit: 'true',
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const summary = (reviews: Review[], overrides: Partial<Summary> = {}): Summary => ({
  reviews,
  total: reviews.length,
  totalPages: 1,
  page: 1,
  averageRating: 4.5,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
  fit: { small: 0, true: 2, large: 1 },
  ...overrides,
});

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

  it('lets an admin remove any review', async () => {
    let removed = false;
    const fetchMock = mockApi({
      '/reviews/product/p1': () => summary(removed ? [] : [review()]),
      '/reviews/a1': [],
      'DELETE /reviews/r1': () => {
        removed = true;
        return { message: 'Review deleted successfully' };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="p1" sized />, { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Remove review by bea_buys' }));
    expect(await requestsTo(fetchMock, 'DELETE', '/reviews/r1')).toHaveLength(1);
    expect(await screen.findByText(/No reviews found/)).toBeInTheDocument();
  });

  it('pre-fills a shopper’s own review and sends the change', async () => {
    const mine = review({ userId: 'u1', username: 'jane_doe', rating: 3, comment: 'Nice', fit: 'small' });
    const fetchMock = mockApi({
      '/reviews/product/p1': summary([mine]),
      '/reviews/u1': [mine],
      'POST /reviews/post-review': { message: 'Review updated successfully', review: mine },
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

  it('asks for a rating before sending and shows the server’s refusal', async () => {
    mockApi({
      '/reviews/product/p1': summary([], {
        averageRating: null,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      }),
      '/reviews/u1': [],
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
