import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogProduct, productList } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { TrendingProducts } from './trending-products';

describe('TrendingProducts', () => {
  it('shows 8 products, then 4 more per Load More until all are shown', async () => {
    const fetchMock = mockApi({
      '/shopify-products/products': productList(Array.from({ length: 14 }, () => catalogProduct())),
    });
    const user = userEvent.setup();
    renderWithProviders(<TrendingProducts />);
    const region = screen.getByRole('region', { name: 'Trending Products' });
    expect(await within(region).findAllByRole('article')).toHaveLength(8);

    const request = fetchMock.mock.calls[0]?.[0] as Request;
    const requested = new URL(request.url);
    expect(Object.fromEntries(requested.searchParams)).toEqual({ page: '1', limit: '100', sort: 'random' });

    await user.click(within(region).getByRole('button', { name: 'Load More' }));
    expect(within(region).getAllByRole('article')).toHaveLength(12);
    await user.click(within(region).getByRole('button', { name: 'Load More' }));
    expect(within(region).getAllByRole('article')).toHaveLength(14);
    expect(within(region).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('offers to try again when the catalog cannot be loaded', async () => {
    mockApi({});
    renderWithProviders(<TrendingProducts />);
    expect(await screen.findByText('Trending products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
