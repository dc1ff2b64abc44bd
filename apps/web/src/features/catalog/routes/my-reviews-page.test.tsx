import type { Review } from '@shop/shared/catalog/reviews-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { MyReviewsPage } from './my-reviews-page';

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  id: 'r1',
  productId: 'p1',
  userId: 'u1',
  username: 'jane_doe',
  email: 'jane@example.com',
  rating: 4,
  comment: '<img src=x onerror=alert(1)> Soft and flattering',
  fit: 'true',
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  product: { title: 'Linen Wrap Dress', handle: 'linen-wrap-dress', image: '/media/dress.webp' },
  ...overrides,
});

const page = () =>
  renderWithProviders(
    <>
      <MyReviewsPage />
      <Toaster />
    </>,
    { user: publicUser() },
  );

describe('Your given Reviews', () => {
  it('shows each review as a card with its product, rating, comment as text and date, and the tile to the shop', async () => {
    mockApi({
      '/reviews/u1': [
        review(),
        review({ id: 'r2', _id: 'r2', rating: 2, verified: false, comment: 'Too short', product: undefined }),
      ],
    });
    page();
    const first = (await screen.findByText('Linen Wrap Dress')).closest('li') as HTMLElement;
    expect(within(first).getAllByRole('link', { name: 'Linen Wrap Dress' })[0]).toHaveAttribute(
      'href',
      '/shop/linen-wrap-dress',
    );
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('<img src=x onerror=alert(1)> Soft and flattering')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(first).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(first).getByText('Nov 21, 2026')).toBeInTheDocument();

    const second = screen.getByText('Too short').closest('li') as HTMLElement;
    expect(within(second).getByText('A product no longer in the shop')).toBeInTheDocument();
    expect(within(second).queryByText('Verified purchase')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add New Reviews' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByText('No reviews found')).not.toBeInTheDocument();
  });

  it("says 'No reviews found' with the tile, and 'Failed to load reviews' when the list fails", async () => {
    mockApi({ '/reviews/u1': [] });
    const { unmount } = page();
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Reviews' })).toBeInTheDocument();
    unmount();

    mockApi({ '/reviews/u1': reply(500, { message: 'Internal Server Error' }) });
    page();
    expect(await screen.findByText('Failed to load reviews')).toHaveAttribute('role', 'alert');
  });

  it('deletes a review only after it is confirmed', async () => {
    let deleted = false;
    const fetchMock = mockApi({
      '/reviews/u1': () => (deleted ? [] : [review()]),
      'DELETE /reviews/r1': () => {
        deleted = true;
        return { message: 'Review deleted successfully' };
      },
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this review?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(await requestsTo(fetchMock, 'DELETE', '/reviews/r1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'DELETE', '/reviews/r1')).toHaveLength(1);
  });
});
