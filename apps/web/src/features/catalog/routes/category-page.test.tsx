import { CATEGORY_DESCRIPTIONS } from '@shop/shared/catalog/category-descriptions';
import { plainChart } from '@shop/shared/catalog/size-charts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogProduct, defaultCategories, productList } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { CategoryPage } from './category-page';

function renderCategory(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/categories/:categoryName" element={<CategoryPage />} />
    </Routes>,
    { route },
  );
}

describe('CategoryPage', () => {
  it('lists that category from the server, newest first by default, without a category filter', async () => {
    const fetchMock = mockApi({
      '/shopify-products/products': productList([
        catalogProduct({ title: 'Lace Bralette', category: 'lingerie' }),
      ]),
    });
    renderCategory('/categories/lingerie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lingerie' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lace Bralette' })).toBeInTheDocument();
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((asked) => asked.url.includes('/shopify-products/products')) as Request;
    const url = new URL(request.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'lingerie', page: '1', limit: '20' });
    expect(screen.queryByRole('radio', { name: 'Dresses' })).not.toBeInTheDocument();
    expect(document.title).toBe('Lingerie — Velora');
  });

  it('explains a category the shop does not have and asks for no products', async () => {
    const fetchMock = mockApi({});
    renderCategory('/categories/hats');
    expect(await screen.findByText(/have a category called “hats”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the whole shop' })).toHaveAttribute('href', '/shop');
    expect(fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname)).toEqual([
      '/api/categories',
    ]);
  });

  it("says what the category holds, names 'adult' 'Party' and offers only its sizes", async () => {
    mockApi({ '/shopify-products/products': productList([]) });
    renderCategory('/categories/adult');
    expect(await screen.findByRole('heading', { level: 1, name: 'Party' })).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_DESCRIPTIONS.adult)).toBeInTheDocument();
    expect(document.title).toBe('Party — Velora');
  });

  it('offers shoe sizes only on the shoes page', async () => {
    mockApi({ '/shopify-products/products': productList([]) });
    renderCategory('/categories/shoes');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    const sizes = within(filters).getByRole('group', { name: 'Size' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['36', '37', '38', '39', '40', '41']);
    expect(await screen.findByText('No products match the selected filters.')).toBeInTheDocument();
  });

  it('shows a category the owner added, with its own sentence and sizes', async () => {
    const knitwear = {
      ...defaultCategories()[3],
      id: '00000000-0000-4000-9000-000000000077',
      handle: 'knitwear',
      name: 'Knitwear',
      description: 'Soft jumpers for cold days.',
      sizeChart: plainChart(['S', 'M', 'L']),
    };
    mockApi({
      '/shopify-products/products': productList([]),
      '/categories': { categories: [...defaultCategories(), knitwear] },
    });
    renderCategory('/categories/knitwear');
    expect(await screen.findByRole('heading', { level: 1, name: 'Knitwear' })).toBeInTheDocument();
    expect(screen.getByText('Soft jumpers for cold days.')).toBeInTheDocument();
    const sizes = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('group', {
      name: 'Size',
    });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['S', 'M', 'L']);
    expect(document.title).toBe('Knitwear — Velora');
  });
});
