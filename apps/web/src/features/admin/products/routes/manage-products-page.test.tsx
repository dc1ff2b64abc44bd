import type {
  AdminProduct,
  AdminProductList,
  AdminProductListItem,
} from '@shop/shared/catalog/admin-products-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { LocationProbe, mockApi, renderWithProviders } from '@/test/render';
import { ManageProductsPage } from './manage-products-page';

function product(
  name: string,
  free: Record<string, number>,
  extra: Partial<AdminProductListItem> = {},
): AdminProductListItem {
  const id = name.toLowerCase().replace(/\W+/g, '-');
  return adminProductFixture({
    _id: id,
    id,
    handle: id,
    status: 'active',
    name,
    category: 'clothing',
    color: 'red',
    price: 49.5,
    oldPrice: null,
    description: '',
    image: `/media/${id}.svg`,
    images: [`/media/${id}.svg`],
    sizes: Object.entries(free).map(([size, units]) => ({
      variantId: `${id}-${size}`,
      size,
      sku: `${id}-${size}`.toUpperCase(),
      barcode: null,
      stock: units,
      reserved: 0,
      free: units,
    })),
    stock: Object.values(free).reduce((sum, n) => sum + n, 0),
    averageRating: null,
    reviewCount: 0,
    author: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  });
}

/** A size of one colour with `free` units, as the list gives it. */
const size = (color: string, name: string, free: number): AdminProduct['sizes'][number] => ({
  variantId: `${color}-${name}`,
  size: name,
  color,
  sku: `${color}-${name}`.toUpperCase(),
  barcode: null,
  stock: free,
  reserved: 0,
  free,
  price: null,
});

const page = (products: AdminProductListItem[], extra: Partial<AdminProductList> = {}): AdminProductList => ({
  products,
  totalPages: 1,
  totalProducts: products.length,
  page: 1,
  ...extra,
});

function EditProbe() {
  const location = useLocation();
  return <output data-testid="edit-state">{JSON.stringify(location.state)}</output>;
}

function renderList(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />
        <Route path="/dashboard/update-product/:id" element={<EditProbe />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

/** The searches Manage Products asked the products list for. */
const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => url.search);

describe('Manage Products', () => {
  it('shows each product with its picture, price and what is left, and the sizes running low', async () => {
    mockApi({
      '/products': page([
        product('Linen Shirt', { S: 0, M: 2, L: 9 }, { oldPrice: 60 }),
        product('Gone Gown', { S: 0, M: 0 }),
      ]),
    });
    renderList('/dashboard/manage-products');
    const shirt = (await screen.findByRole('link', { name: 'Linen Shirt' })).closest('tr') as HTMLElement;
    // The thumbnail repeats the name beside it, so it is hidden from screen readers (alt="").
    const thumbnail = shirt.querySelector('img') as HTMLImageElement;
    expect(thumbnail).toHaveAttribute('src', '/media/linen-shirt.svg');
    // A fixed square the picture fills, cropped rather than stretched, whatever its own shape.
    expect(thumbnail.getAttribute('width')).toBe(thumbnail.getAttribute('height'));
    expect(thumbnail).toHaveClass('object-cover', 'aspect-square');
    expect(shirt).toHaveTextContent('$49.50');
    expect(shirt).toHaveTextContent('$60.00');
    expect(shirt).toHaveTextContent('11 left');
    expect(within(shirt).getByText('Red: S sold out · M 2')).toBeInTheDocument();
    const gown = screen.getByRole('link', { name: 'Gone Gown' }).closest('tr') as HTMLElement;
    expect(within(gown).getByText('Sold out')).toBeInTheDocument();
    expect(within(gown).getByRole('link', { name: 'Edit Gone Gown' })).toBeInTheDocument();
    expect(within(gown).getByRole('button', { name: 'Delete Gone Gown' })).toBeInTheDocument();
  });

  it('writes the sizes running low a line per colour, each colour named as the shop spells it', async () => {
    mockApi({
      '/products': page([
        product(
          'Wrap Dress',
          {},
          {
            color: 'green',
            sizes: [
              size('green', 's', 3),
              size('green', 'M', 0),
              size('green', 'L', 9),
              size('navy', 'S', 1),
              size('navy', 'M', 8),
            ],
            stock: 21,
          },
        ),
      ]),
    });
    renderList('/dashboard/manage-products');
    const row = (await screen.findByRole('link', { name: 'Wrap Dress' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('21 left');
    // Without the colour, 'S: 3 · M: sold out · S: 1' could not say which S is which.
    expect(within(row).getByText('Green: S 3 · M sold out')).toBeInTheDocument();
    expect(within(row).getByText('Navy: S 1')).toBeInTheDocument();
    // The list's count keeps its fixed wording, whatever the number.
    expect(screen.getByText('Showing 1 to 1 of 1 products')).toBeInTheDocument();
  });

  it('shows no publishing date for a draft, which was never published', async () => {
    mockApi({
      '/products': page([
        product('Linen Shirt', { M: 2 }),
        product('Draft Dress', { M: 4 }, { status: 'draft' }),
      ]),
    });
    renderList('/dashboard/manage-products');
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
    await screen.findByRole('link', { name: 'Draft Dress' });
    expect(row('Linen Shirt')).toHaveTextContent('Nov 20, 2026');
    expect(row('Draft Dress')).not.toHaveTextContent('2026');
    expect(within(row('Draft Dress')).getByText('Not published')).toBeInTheDocument();
  });

  it('filters by stock and category and sorts, all in the address, and asks the server for it', async () => {
    const fetchMock = mockApi({ '/products': page([product('Linen Shirt', { M: 2 })]) });
    const user = userEvent.setup();
    renderList('/dashboard/manage-products?page=2');
    await screen.findByRole('link', { name: 'Linen Shirt' });
    await user.selectOptions(screen.getByLabelText('Stock'), 'Low: a size with 3 or fewer left');
    await user.selectOptions(screen.getByLabelText('Category'), 'Clothing');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    // A new filter starts from the first page.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/manage-products?stock=low&category=clothing&sort=price-desc',
    );
    await screen.findByRole('link', { name: 'Linen Shirt' });
    expect(requested(fetchMock)).toContain('?page=1&stock=low&category=clothing&sort=price-desc');
  });

  it('reads a filter from the address, and ignores one it does not know', async () => {
    const fetchMock = mockApi({ '/products': page([product('Gone Gown', { M: 0 })]) });
    renderList('/dashboard/manage-products?stock=sold-out&category=hats&sort=cheapest');
    await screen.findByRole('link', { name: 'Gone Gown' });
    expect(screen.getByLabelText('Stock')).toHaveDisplayValue('Sold out');
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('All categories');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Newest first');
    expect(requested(fetchMock)).toEqual(['?page=1&stock=sold-out']);
  });

  it('shows the last page for a page past the end, with First and Last to page through', async () => {
    // As the server does: 13 products, 12 a page; a page past the end is answered with the last.
    const fetchMock = mockApi({
      '/products': (request: Request) =>
        Number(new URL(request.url).searchParams.get('page')) > 1
          ? page([product('Last Tee', { M: 5 })], { page: 2, totalPages: 2, totalProducts: 13 })
          : page([product('First Tee', { M: 5 })], { page: 1, totalPages: 2, totalProducts: 13 }),
    });
    const user = userEvent.setup();
    renderList('/dashboard/manage-products?stock=low&page=9');
    await screen.findByRole('link', { name: 'Last Tee' });
    expect(screen.getByText('Showing 13 to 13 of 13 products')).toBeInTheDocument();
    // The address is corrected after the answer shows, in an effect: wait for it, as a user would.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/manage-products?stock=low&page=2'),
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Last' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'First' }));
    expect(await screen.findByRole('link', { name: 'First Tee' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/manage-products?stock=low&page=1');
    expect(requested(fetchMock)).toEqual(['?page=9&stock=low', '?page=2&stock=low', '?page=1&stock=low']);
  });

  it('shows each product’s status, and a Preview of the storefront page for those shoppers cannot see', async () => {
    mockApi({
      '/products': page([
        product('Linen Shirt', { M: 2 }),
        product('Draft Dress', { M: 0 }, { status: 'draft', image: null, images: [] }),
        product('Old Coat', { M: 1 }, { status: 'archived' }),
      ]),
    });
    renderList('/dashboard/manage-products');
    expect(await screen.findByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(within(row('Linen Shirt')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Linen Shirt')).queryByRole('link', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(within(row('Draft Dress')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Draft Dress')).getByRole('link', { name: /^Preview Draft Dress/ })).toHaveAttribute(
      'href',
      '/shop/draft-dress?preview=true',
    );
    expect(within(row('Old Coat')).getByText('Archived')).toBeInTheDocument();
    expect(within(row('Old Coat')).getByRole('link', { name: /^Preview Old Coat/ })).toHaveAttribute(
      'href',
      '/shop/old-coat?preview=true',
    );
    // The original's columns stay.
    for (const name of ['No.', 'Product Name', 'Publishing date']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Showing 1 to 3 of 3 products')).toBeInTheDocument();
  });

  it('filters by status in the address and asks the server for it; the search says it finds SKUs', async () => {
    const fetchMock = mockApi({ '/products': page([product('Linen Shirt', { M: 2 })]) });
    const user = userEvent.setup();
    renderList('/dashboard/manage-products?page=2');
    await screen.findByRole('link', { name: 'Linen Shirt' });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('All statuses');
    const box = screen.getByRole('searchbox', { name: 'Product name' });
    expect(box).toHaveAttribute('placeholder', 'Name, SKU or barcode');
    // The box is never narrower than its placeholder, so no word of it is cut off.
    expect(box.style.minWidth).toBe(`calc(${'Name, SKU or barcode'.length}ch + 1.75rem)`);
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/manage-products?status=draft');
    await waitFor(() => expect(requested(fetchMock)).toContain('?page=1&status=draft'));
    await user.type(screen.getByRole('searchbox', { name: 'Product name' }), 'LINEN-SHIRT-M');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/manage-products?status=draft&search=LINEN-SHIRT-M',
    );
    await waitFor(() => expect(requested(fetchMock)).toContain('?page=1&search=LINEN-SHIRT-M&status=draft'));
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/dashboard\/manage-products\?search=LINEN-SHIRT-M$/,
    );
  });

  it('reads the status filter from the address', async () => {
    const fetchMock = mockApi({ '/products': page([product('Old Coat', { M: 1 }, { status: 'archived' })]) });
    renderList('/dashboard/manage-products?status=archived');
    await screen.findByRole('link', { name: 'Old Coat' });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Archived');
    expect(requested(fetchMock)).toEqual(['?page=1&status=archived']);
  });

  it('opens Edit with the list it came from, so saving can return to it', async () => {
    mockApi({ '/products': page([product('Linen Shirt', { M: 2 })]) });
    const user = userEvent.setup();
    renderList('/dashboard/manage-products?search=linen&stock=low');
    await user.click(await screen.findByRole('link', { name: 'Edit Linen Shirt' }));
    expect(screen.getByTestId('edit-state')).toHaveTextContent(
      JSON.stringify({ listSearch: '?search=linen&stock=low' }),
    );
  });
});
