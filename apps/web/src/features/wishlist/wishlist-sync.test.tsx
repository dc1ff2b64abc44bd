import type { WishlistItem } from '@shop/shared/catalog/wishlist-schemas';
import { WISHLIST_MERGE_MAX } from '@shop/shared/catalog/wishlist-schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { GUEST_WISHLIST_MAX, WISHLIST_STORAGE_KEY } from './saved-products';
import { WishlistHeart } from './wishlist-heart';
import { WishlistSync } from './wishlist-sync';

const DRESS = '6f1c2d3e-0000-4000-8000-0000000000e1';
const SCARF = '6f1c2d3e-0000-4000-8000-0000000000e2';
const COAT = '6f1c2d3e-0000-4000-8000-0000000000e3';

const saved = (productId: string, size: string | null = null): WishlistItem => ({
  productId,
  handle: productId,
  title: productId,
  image: null,
  size,
  savedAt: '2026-12-01T10:00:00.000Z',
  savedPrice: 49,
  savedPriceCents: 4_900,
  price: 49,
  priceCents: 4_900,
  inStock: true,
  available: true,
  changes: [],
  variant: null,
});

const hearts = () =>
  Object.fromEntries(
    [DRESS, SCARF, COAT].map((id) => [
      id,
      screen.getByTestId(id).firstElementChild?.getAttribute('aria-pressed'),
    ]),
  );

function renderSync(userId: string) {
  return renderWithProviders(
    <>
      <WishlistSync />
      {[DRESS, SCARF, COAT].map((id) => (
        <span key={id} data-testid={id}>
          <WishlistHeart productId={id} />
        </span>
      ))}
    </>,
    { user: publicUser({ id: userId }) },
  );
}

describe('WishlistSync', () => {
  it('merges a guest’s list into the account after a login, then forgets the browser’s copy', async () => {
    localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify([
        { productId: SCARF, size: null },
        { productId: COAT, size: 'L' },
      ]),
    );
    const fetchMock = mockApi({
      'POST /wishlist/merge': { items: [saved(SCARF), saved(COAT, 'L'), saved(DRESS, 'M')] },
      'GET /wishlist': { items: [saved(SCARF), saved(COAT, 'L'), saved(DRESS, 'M')] },
    });
    renderSync('sync-1');

    await waitFor(() => expect(hearts()).toEqual({ [DRESS]: 'true', [SCARF]: 'true', [COAT]: 'true' }));
    expect((await requestsTo(fetchMock, 'POST', '/wishlist/merge')).map((r) => r.body)).toEqual([
      {
        items: [
          { productId: SCARF, size: null },
          { productId: COAT, size: 'L' },
        ],
      },
    ]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
    // The merge answered the list: it is not asked for again.
    expect(await requestsTo(fetchMock, 'GET', '/wishlist')).toEqual([]);
  });

  it('with nothing saved as a guest, loads the account’s list', async () => {
    const fetchMock = mockApi({ 'GET /wishlist': { items: [saved(DRESS, 'S')] } });
    renderSync('sync-2');
    await waitFor(() => expect(hearts()).toEqual({ [DRESS]: 'true', [SCARF]: 'false', [COAT]: 'false' }));
    expect(await requestsTo(fetchMock, 'POST', '/wishlist/merge')).toEqual([]);
  });

  it('keeps the browser’s copy when the merge fails, to merge it on the next visit', async () => {
    const guest = [{ productId: SCARF, size: null }];
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(guest));
    const fetchMock = mockApi({
      'POST /wishlist/merge': reply(503, { message: 'The shop is busy right now.' }),
      'GET /wishlist': { items: [saved(COAT)] },
    });
    renderSync('sync-3');
    await waitFor(() => expect(hearts()).toEqual({ [DRESS]: 'false', [SCARF]: 'false', [COAT]: 'true' }));
    expect(await requestsTo(fetchMock, 'POST', '/wishlist/merge')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(guest);
  });

  it('keeps no more in the browser than one merge takes', () => {
    expect(GUEST_WISHLIST_MAX).toBe(WISHLIST_MERGE_MAX);
  });
});
