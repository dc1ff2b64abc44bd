import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { LocationProbe, mockApi, renderWithProviders } from '../../../test/render';
import { ShopPage } from './shop-page';

function listing(count: number, total: number, page = 1) {
  return {
    products: Array.from({ length: count }, () => catalogProduct()),
    total,
    totalPages: Math.ceil(total / 20),
    page,
    limit: 20,
  };
}

function renderShop(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/shop" element={<ShopPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) => {
  const calls = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url));
  const list = calls.filter((url) => url.pathname === '/api/shopify-products/products');
  return Object.fromEntries(list.at(-1)?.searchParams ?? []);
};

describe('ShopPage', () => {
  it('reads filters and page from the URL and shows the range it is showing', async () => {
    const fetchMock = mockApi({
      '/shopify-products/products': listing(20, 45, 2),
      '/shopify-products/categories': { categories: ['jewellery', 'dress'] },
    });
    renderShop('/shop?category=dress&priceRange=50-100&page=2');
    expect(await screen.findByRole('heading', { name: 'Showing: 21 to 40 of 45' })).toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toEqual({
      category: 'dress',
      priceRange: '50-100',
      page: '2',
      limit: '20',
    });
    expect(await screen.findByRole('radio', { name: 'dress' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$50 - $100' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shuffles the whole shop by default, and a new filter starts again at page 1', async () => {
    const fetchMock = mockApi({
      '/shopify-products/products': listing(20, 300),
      '/shopify-products/categories': { categories: ['jewellery', 'dress'] },
    });
    const user = userEvent.setup();
    renderShop('/shop?page=3');
    await screen.findByRole('heading', { name: /Showing:/ });
    expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'random', page: '3' });

    await user.click(screen.getByRole('radio', { name: 'Under $50' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?priceRange=0-50$/);
    await user.click(await screen.findByRole('radio', { name: 'jewellery' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?priceRange=0-50&category=jewellery');
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toMatchObject({ category: 'jewellery', priceRange: '0-50' }),
    );
    expect(lastListQuery(fetchMock)).not.toHaveProperty('sort');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(screen.getByTestId('location')).toHaveTextContent('sort=price-asc');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/);
  });

  it('says so when nothing matches, and shows no pagination for one page', async () => {
    mockApi({
      '/shopify-products/products': listing(0, 0),
      '/shopify-products/categories': { categories: [] },
    });
    renderShop('/shop?color=gold&size=XS');
    expect(await screen.findByText('No products match the selected filters.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Showing: 0 to 0 of 0' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('radio', { name: 'gold' })).toBeChecked();
    expect(within(filters).getByRole('radio', { name: 'XS' })).toBeChecked();
  });
});
