import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogProduct } from '@/test/catalog-fixtures';
import { LocationProbe, mockApi, renderWithProviders, reply } from '@/test/render';
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
    expect(await screen.findByRole('radio', { name: 'Dresses' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$50 - $100' })).toBeChecked();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
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
    await user.click(await screen.findByRole('radio', { name: 'Jewellery' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?priceRange=0-50&category=jewellery');
    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toMatchObject({ category: 'jewellery', priceRange: '0-50' }),
    );
    expect(lastListQuery(fetchMock)).not.toHaveProperty('sort');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(screen.getByTestId('location')).toHaveTextContent('sort=price-asc');

    await user.click(await screen.findByRole('button', { name: '2' }));
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
    expect(within(filters).getByRole('radio', { name: 'Gold' })).toBeChecked();
    expect(within(filters).getByRole('radio', { name: 'XS' })).toBeChecked();
  });

  it("labels every list alike ('All' first, 'adult' reads 'Party') and keeps the API's values", async () => {
    const fetchMock = mockApi({
      '/shopify-products/products': listing(20, 45),
      '/shopify-products/categories': { categories: ['adult', 'dress'] },
    });
    const user = userEvent.setup();
    renderShop('/shop');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const category = within(filters).getByRole('group', { name: 'Category' });
    expect(await within(category).findByRole('radio', { name: 'Party' })).toBeInTheDocument();
    expect(
      within(category)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Party', 'Dresses']);
    const price = within(filters).getByRole('group', { name: 'Price Range' });
    expect(within(price).getAllByRole('radio')[0]?.closest('label')).toHaveTextContent(/^All$/);
    await user.click(within(category).getByRole('radio', { name: 'Party' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?category=adult$/);
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ category: 'adult' }));
  });

  it('offers only the sizes of the chosen category, and drops a size the new category lacks', async () => {
    mockApi({
      '/shopify-products/products': listing(20, 45),
      '/shopify-products/categories': { categories: ['shoes', 'dress'] },
    });
    const user = userEvent.setup();
    renderShop('/shop?category=shoes&size=38');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const sizes = within(filters).getByRole('group', { name: 'Size' });
    await within(sizes).findByRole('radio', { name: '41' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['36', '37', '38', '39', '40', '41']);
    await user.click(await within(filters).findByRole('radio', { name: 'Dresses' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?category=dress$/);
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });

  it('shows the filters in force as removable chips, and filters to products on sale', async () => {
    const fetchMock = mockApi({
      '/shopify-products/products': listing(20, 45),
      '/shopify-products/categories': { categories: ['dress'] },
    });
    const user = userEvent.setup();
    renderShop('/shop?category=dress&size=M&color=gold');
    await screen.findByRole('heading', { name: /Showing:/ });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('checkbox', { name: 'On sale' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/shop?category=dress&size=M&color=gold&onSale=true',
    );
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ onSale: 'true', size: 'M' }));
    for (const chip of ['Dresses', 'On sale', 'Gold', 'Size M']) {
      expect(screen.getByRole('button', { name: `Remove filter: ${chip}` })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Remove filter: Size M' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/shop\?category=dress&color=gold&onSale=true$/,
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter: On sale' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?category=dress&color=gold$/);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/);
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
  });

  it('shows the last page for a page past the end, never an empty range', async () => {
    const fetchMock = mockApi({
      '/shopify-products/products': (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { ...listing(page <= 15 ? 20 : 0, 300, page), totalPages: 15 };
      },
      '/shopify-products/categories': { categories: [] },
    });
    renderShop('/shop?page=999');
    expect(await screen.findByRole('heading', { name: 'Showing: 281 to 300 of 300' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\?page=15$/);
    expect(screen.queryByText(/19961/)).not.toBeInTheDocument();
    expect(lastListQuery(fetchMock)).toMatchObject({ page: '15' });
  });

  it('says only that the products could not be loaded when the catalog fails', async () => {
    mockApi({
      '/shopify-products/products': reply(500, { message: 'down' }),
      '/shopify-products/categories': { categories: [] },
    });
    renderShop('/shop');
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading products/)).not.toBeInTheDocument();
  });

  it('opens the filters in a panel on small screens, whose button shows the results and closes it', async () => {
    mockApi({
      '/shopify-products/products': listing(20, 45),
      '/shopify-products/categories': { categories: ['dress'] },
    });
    const user = userEvent.setup();
    renderShop('/shop?color=gold');
    await screen.findByRole('heading', { name: /Showing:/ });
    const open = screen.getByRole('button', { name: 'Filters (1 active)' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('radio', { name: 'Under $50' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?color=gold&priceRange=0-50');
    await user.click(await within(drawer).findByRole('button', { name: 'Show 45 results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toHaveFocus();
  });
});

describe('ShopPage scrolling', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings the top of the results into view on every page change, not only the first', async () => {
    mockApi({
      '/shopify-products/products': (request: Request) =>
        listing(20, 300, Number(new URL(request.url).searchParams.get('page') ?? 1)),
      '/shopify-products/categories': { categories: [] },
    });
    const scrolled: Element[] = [];
    // jsdom has no layout: the results' top is made to sit far above the window, as after
    // scrolling down to the pagination at the foot of the grid.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.getAttribute('aria-labelledby') === 'listing-heading' ? -4000 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 100, height: 100 });
    });
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const user = userEvent.setup();
    renderShop('/shop');
    await screen.findByRole('heading', { name: /Showing: 1 to 20/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Showing: 21 to 40/ });
    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByRole('heading', { name: /Showing: 41 to 60/ });
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await screen.findByRole('heading', { name: /Showing: 281 to 300/ });
    const results = screen.getByRole('region', { name: /Showing/ });
    expect(scrolled).toEqual([results, results, results]);
  });
});
