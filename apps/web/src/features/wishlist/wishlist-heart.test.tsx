import type { WishlistItem } from '@shop/shared/catalog/wishlist-schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ProductCard } from '@/features/catalog/components/product-card';
import { catalogProduct } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { guestWishlist, WISHLIST_STORAGE_KEY } from './saved-products';
import { SAVE_FAILED } from './wishlist-changes';
import { WishlistHeart } from './wishlist-heart';

const DRESS = '6f1c2d3e-0000-4000-8000-0000000000d1';
const SCARF = '6f1c2d3e-0000-4000-8000-0000000000d2';

/** The item the server answers a save with. */
const savedItem = (productId: string, size: string | null): WishlistItem => ({
  productId,
  handle: 'wrap-dress',
  title: 'Wrap Dress',
  image: null,
  size,
  savedAt: '2026-12-01T10:00:00.000Z',
  savedPrice: 120,
  savedPriceCents: 12_000,
  price: 120,
  priceCents: 12_000,
  inStock: true,
  available: true,
  changes: [],
  variant: null,
});

describe('WishlistHeart', () => {
  it('keeps a guest’s saved products in the browser, with the size chosen', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(
      <>
        <WishlistHeart productId={DRESS} size="M" />
        <WishlistHeart productId={SCARF} />
      </>,
      { user: null },
    );
    const [dress, scarf] = screen.getAllByRole('button', { name: 'Save to wishlist' });
    expect(dress).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(dress as HTMLElement);
    expect(dress).toHaveAttribute('aria-pressed', 'true');
    expect(dress).toHaveAccessibleName('Remove from wishlist');
    await userEvent.click(scarf as HTMLElement);
    // Newest first, as the merge after a login takes them.
    expect(guestWishlist()).toEqual([
      { productId: SCARF, size: null },
      { productId: DRESS, size: 'M' },
    ]);

    await userEvent.click(dress as HTMLElement);
    expect(dress).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([
      { productId: SCARF, size: null },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows what a guest saved before, and a damaged stored list as nothing saved', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([{ productId: SCARF, size: null }]));
    mockApi({});
    const { unmount } = renderWithProviders(<WishlistHeart productId={SCARF} />, { user: null });
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();

    localStorage.setItem(WISHLIST_STORAGE_KEY, '{not json');
    renderWithProviders(<WishlistHeart productId={SCARF} />, { user: null });
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves and removes a logged-in shopper’s product through the API, not the browser', async () => {
    const fetchMock = mockApi({
      'POST /wishlist': reply(201, savedItem(DRESS, 'S')),
      [`DELETE /wishlist/${DRESS}`]: reply(204, null),
    });
    renderWithProviders(<WishlistHeart productId={DRESS} size="S" />, {
      user: publicUser({ id: 'heart-1' }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    const heart = screen.getByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, 'POST', '/wishlist')).map((r) => r.body)).toEqual([
        { productId: DRESS, size: 'S' },
      ]),
    );

    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () =>
      expect(await requestsTo(fetchMock, 'DELETE', `/wishlist/${DRESS}`)).toHaveLength(1),
    );
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('goes back and says so when the server refuses', async () => {
    mockApi({ 'POST /wishlist': reply(503, { message: 'The shop is busy right now.' }) });
    renderWithProviders(
      <>
        <WishlistHeart productId={SCARF} />
        <Toaster />
      </>,
      { user: publicUser({ id: 'heart-2' }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('sits on a product card, named for its product, and saves the product alone', async () => {
    mockApi({});
    const product = catalogProduct({ title: 'Silk Slip Dress' });
    renderWithProviders(<ProductCard product={product} />, { user: null });
    const heart = await screen.findByRole('button', { name: 'Save Silk Slip Dress to wishlist' });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove Silk Slip Dress from wishlist');
    expect(guestWishlist()).toEqual([{ productId: product.id, size: null }]);
  });
});
