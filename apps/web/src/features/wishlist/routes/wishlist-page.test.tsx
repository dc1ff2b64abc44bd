import type { WishlistItem } from '@shop/shared/catalog/wishlist-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { WishlistPage } from './wishlist-page';

const id = (n: number) => `6f1c2d3e-0000-4000-8000-00000000000${n}`;

function item(n: number, overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    productId: id(n),
    handle: `product-${n}`,
    title: `Product ${n}`,
    image: `/media/demo/${n}.svg`,
    size: 'M',
    savedAt: '2026-12-01T10:00:00.000Z',
    savedPrice: 120,
    savedPriceCents: 12_000,
    price: 120,
    priceCents: 12_000,
    inStock: true,
    available: true,
    changes: [],
    variant: { id: `v-${n}`, size: 'M', color: 'red', price: 120, priceCents: 12_000, quantityAvailable: 4 },
    ...overrides,
  };
}

const cheaper = item(1, {
  title: 'Wrap Dress',
  price: 89,
  priceCents: 8_900,
  changes: ['price_down'],
  variant: { id: 'v-1', size: 'M', color: 'red', price: 89, priceCents: 8_900, quantityAvailable: 4 },
});
const dearer = item(2, {
  title: 'Wool Coat',
  size: 'L',
  price: 130,
  priceCents: 13_000,
  changes: ['price_up'],
});
const back = item(3, { title: 'Ankle Boots', size: '38', changes: ['back_in_stock'] });
const soldOut = item(4, {
  title: 'Silk Scarf',
  size: null,
  inStock: false,
  changes: ['sold_out'],
  variant: null,
});
const archived = item(5, {
  title: 'Old Skirt',
  available: false,
  price: null,
  priceCents: null,
  inStock: false,
  variant: null,
});
const noSize = item(6, { title: 'Linen Shirt', size: null, variant: null });

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(routes);
  const view = renderWithProviders(
    <>
      <WishlistPage />
      <Toaster />
    </>,
    { user: publicUser() },
  );
  return { fetchMock, ...view };
}

describe('WishlistPage', () => {
  it('lists each saved product with its size, price now and what changed since', async () => {
    renderPage({ '/wishlist': { items: [cheaper, dearer, back, soldOut, archived, noSize] } });
    expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();

    const dress = await screen.findByRole('listitem', { name: 'Wrap Dress' });
    expect(within(dress).getByRole('link', { name: 'Wrap Dress' })).toHaveAttribute(
      'href',
      '/shop/product-1?color=red&size=M',
    );
    expect(within(dress).getByText('Size: M')).toBeInTheDocument();
    expect(within(dress).getByText('$89.00')).toBeInTheDocument();
    expect(within(dress).getByText('In stock')).toBeInTheDocument();
    expect(within(dress).getByText('now $89.00, was $120.00')).toBeInTheDocument();
    expect(within(dress).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();

    expect(
      within(screen.getByRole('listitem', { name: 'Wool Coat' })).getByText('now $130.00, was $120.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Ankle Boots' })).getByText('Back in stock'),
    ).toBeInTheDocument();

    const scarf = screen.getByRole('listitem', { name: 'Silk Scarf' });
    expect(within(scarf).getByText('Sold out')).toBeInTheDocument();
    expect(within(scarf).queryByText('In stock')).not.toBeInTheDocument();
    expect(within(scarf).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(within(scarf).queryByRole('link', { name: 'Choose a size' })).not.toBeInTheDocument();

    const skirt = screen.getByRole('listitem', { name: 'Old Skirt' });
    expect(within(skirt).getByText('No longer available')).toBeInTheDocument();
    expect(within(skirt).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(within(skirt).getByRole('button', { name: 'Remove' })).toBeInTheDocument();

    const shirt = screen.getByRole('listitem', { name: 'Linen Shirt' });
    expect(within(shirt).getByRole('link', { name: 'Choose a size' })).toHaveAttribute(
      'href',
      '/shop/product-6',
    );
    expect(within(shirt).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(within(shirt).queryByText(/Size:/)).not.toBeInTheDocument();
    expect(within(shirt).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/shop/product-6',
    );
    // The product page opens on the saved size, in a colour that has it free.
    expect(
      within(screen.getByRole('listitem', { name: 'Ankle Boots' })).getByRole('link', {
        name: 'Ankle Boots',
      }),
    ).toHaveAttribute('href', '/shop/product-3?color=red&size=38');
  });

  it('adds the saved size to the cart, and removes a product from the list', async () => {
    let items = [cheaper, noSize];
    const { fetchMock, store } = renderPage({
      '/wishlist': () => ({ items }),
      [`DELETE /wishlist/${noSize.productId}`]: () => {
        items = [cheaper];
        return reply(204, null);
      },
    });
    const dress = await screen.findByRole('listitem', { name: 'Wrap Dress' });
    await userEvent.click(within(dress).getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.lines).toMatchObject([
      {
        id: 'v-1',
        productId: cheaper.productId,
        title: 'Wrap Dress',
        priceCents: 8_900,
        size: 'M',
        color: 'red',
      },
    ]);
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Linen Shirt' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Removed from your wishlist.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).not.toBeInTheDocument(),
    );
    expect(await requestsTo(fetchMock, 'DELETE', `/wishlist/${noSize.productId}`)).toHaveLength(1);
  });

  it('says so when the list is empty, with a way to the shop', async () => {
    renderPage({ '/wishlist': { items: [] } });
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    renderPage({
      '/wishlist': () => (fail ? reply(500, { message: 'Something went wrong.' }) : { items: [back] }),
    });
    expect(
      await screen.findByText('Your wishlist could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Ankle Boots' })).toBeInTheDocument();
  });
});
