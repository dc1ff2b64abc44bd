import type { CatalogProduct, ProductListResponse } from '@shop/shared/catalog/catalog-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogProduct } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, reply } from '@/test/render';
import { TrendingProducts } from './trending-products';

/** The shop's list endpoint over `catalog`, a page of `limit` at a time, as the server pages it. */
function pagesOf(catalog: CatalogProduct[]) {
  return (request: Request): ProductListResponse => {
    const asked = new URL(request.url).searchParams;
    const page = Number(asked.get('page'));
    const limit = Number(asked.get('limit'));
    return {
      products: catalog.slice((page - 1) * limit, page * limit),
      total: catalog.length,
      totalPages: Math.ceil(catalog.length / limit),
      page,
      limit,
    };
  };
}

const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => Object.fromEntries(new URL((input as Request).url).searchParams));

describe('TrendingProducts', () => {
  it('shows 8 products, then asks for 4 more per Load More until all are shown', async () => {
    const catalog = Array.from({ length: 14 }, (_, i) => catalogProduct({ title: `Trend ${i + 1}` }));
    const fetchMock = mockApi({ '/shopify-products/products': pagesOf(catalog) });
    const user = userEvent.setup();
    renderWithProviders(<TrendingProducts />);
    const region = screen.getByRole('region', { name: 'Trending Products' });
    expect(await within(region).findAllByRole('article')).toHaveLength(8);
    // Only what is shown is asked for: the page embeds no more than that either.
    expect(asked(fetchMock)).toEqual([{ page: '1', limit: '8', sort: 'random' }]);

    await user.click(within(region).getByRole('button', { name: 'Load More' }));
    expect(await within(region).findByRole('heading', { name: 'Trend 12' })).toBeInTheDocument();
    expect(within(region).getAllByRole('article')).toHaveLength(12);
    expect(asked(fetchMock)[1]).toEqual({ page: '3', limit: '4', sort: 'random' });

    await user.click(within(region).getByRole('button', { name: 'Load More' }));
    expect(await within(region).findByRole('heading', { name: 'Trend 14' })).toBeInTheDocument();
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(catalog.map((product) => product.title));
    expect(within(region).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('keeps what it shows and offers Load More again when the next page cannot be loaded', async () => {
    const catalog = Array.from({ length: 20 }, (_, i) => catalogProduct({ title: `Trend ${i + 1}` }));
    let failing = false;
    const answer = pagesOf(catalog);
    mockApi({
      '/shopify-products/products': (request: Request) =>
        failing ? reply(503, { message: 'Service unavailable' }) : answer(request),
    });
    const user = userEvent.setup();
    renderWithProviders(<TrendingProducts />);
    const region = screen.getByRole('region', { name: 'Trending Products' });
    expect(await within(region).findAllByRole('article')).toHaveLength(8);

    failing = true;
    await user.click(within(region).getByRole('button', { name: 'Load More' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('More products could not be loaded.');
    expect(within(region).getAllByRole('article')).toHaveLength(8);

    failing = false;
    await user.click(within(region).getByRole('button', { name: 'Load More' }));
    expect(await within(region).findByRole('heading', { name: 'Trend 12' })).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the catalog cannot be loaded', async () => {
    mockApi({});
    renderWithProviders(<TrendingProducts />);
    expect(await screen.findByText('Trending products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
