import type { AdminProductList, AdminProductListItem } from '@shop/shared/catalog/admin-products-schemas';
import {
  BULK_MESSAGES,
  type BulkProductsResult,
  bulkProductsBodySchema,
} from '@shop/shared/catalog/bulk-products-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ManageProductsPage } from './manage-products-page';

// Bulk actions on Manage Products (docs/product/api.md, Products): what the owner selects is what the request
// names, by ids or by the list's filter, and the answer is shown.

let serial = 0;
function product(name: string, extra: Partial<AdminProductListItem> = {}): AdminProductListItem {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  const handle = name.toLowerCase().replace(/\W+/g, '-');
  return adminProductFixture({
    _id: id,
    id,
    handle,
    status: 'active',
    name,
    category: 'clothing',
    color: 'red',
    price: 40,
    oldPrice: null,
    description: '',
    image: `/media/${handle}.svg`,
    images: [`/media/${handle}.svg`],
    sizes: [
      { variantId: `${id}-m`, size: 'M', sku: `${handle}-M`, barcode: null, stock: 9, reserved: 0, free: 9 },
    ],
    stock: 9,
    averageRating: null,
    reviewCount: 0,
    author: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  });
}

const shirt = product('Linen Shirt');
const gown = product('Silk Gown');
const bare = product('Draft Bare', { status: 'draft', image: null, images: [] });
const list = (extra: Partial<AdminProductList> = {}): AdminProductList => ({
  products: [shirt, gown, bare],
  totalPages: 3,
  totalProducts: 30,
  page: 1,
  ...extra,
});

const done = (changed: number, extra: Partial<BulkProductsResult> = {}): BulkProductsResult => ({
  changed,
  message: BULK_MESSAGES.done(changed, 'updated'),
  skipped: [],
  ...extra,
});

function renderList(route = '/dashboard/manage-products') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />
      </Routes>
      <Toaster />
    </>,
    { route },
  );
}

const listRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname === '/api/products' && (input instanceof Request ? input.method : 'GET') === 'GET';
  }).length;

/** The one bulk request, checked against the API's own body schema. */
async function bulkBody(fetchMock: ReturnType<typeof mockApi>) {
  const sent = await requestsTo(fetchMock, 'POST', '/products/bulk');
  expect(sent).toHaveLength(1);
  const body = sent[0]?.body;
  expect(bulkProductsBodySchema.safeParse(body).success).toBe(true);
  return body;
}

const bar = () => screen.getByRole('region', { name: 'Bulk actions' });

describe('Manage Products bulk actions', () => {
  it('selects rows one by one or the whole page, and shows the bar only while some are selected', async () => {
    mockApi({ '/products': list() });
    const user = userEvent.setup();
    renderList();
    const shirtBox = await screen.findByRole('checkbox', { name: 'Select Linen Shirt' });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(shirtBox);
    expect(bar()).toHaveTextContent('1 selected');
    const page = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(page).not.toBeChecked();
    expect(page).toHaveProperty('indeterminate', true);

    await user.click(page);
    expect(bar()).toHaveTextContent('3 selected');
    for (const name of ['Linen Shirt', 'Silk Gown', 'Draft Bare'])
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    expect(page).toBeChecked();

    await user.click(page);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(shirtBox).not.toBeChecked();
  });

  it('sets the status of all matching products by the filter, lists those not published, refetches and clears', async () => {
    const fetchMock = mockApi({
      '/products': list(),
      'POST /products/bulk': done(28, {
        skipped: [{ id: bare._id, name: 'Draft Bare', reason: 'no picture and no stock' }],
      }),
    });
    const user = userEvent.setup();
    renderList('/dashboard/manage-products?stock=low&category=clothing&sort=price-asc&search=linen');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Select all 30 matching' }));
    expect(bar()).toHaveTextContent('All 30 matching products selected');
    expect(within(bar()).queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();

    const before = listRequests(fetchMock);
    await user.selectOptions(within(bar()).getByLabelText('Set status'), 'Active');
    await user.click(within(bar()).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('28 products updated')).toBeInTheDocument();
    expect(await bulkBody(fetchMock)).toEqual({
      action: 'set-status',
      status: 'active',
      // The list's filter, not its order or page.
      filter: { search: 'linen', stock: 'low', category: 'clothing' },
    });
    expect(screen.getByRole('status', { name: 'Products not published' })).toHaveTextContent(
      'Not published: Draft Bare (no picture and no stock)',
    );
    expect(
      within(screen.getByRole('status', { name: 'Products not published' })).getByRole('link', {
        name: 'Draft Bare',
      }),
    ).toHaveAttribute('href', `/dashboard/update-product/${bare._id}`);
    await waitFor(() => expect(listRequests(fetchMock)).toBeGreaterThan(before));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Linen Shirt' })).not.toBeChecked();
  });

  it('changes the prices of the chosen products by a percentage, saying what it does first', async () => {
    const fetchMock = mockApi({ '/products': list(), 'POST /products/bulk': done(2) });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Draft Bare' }));
    await user.click(within(bar()).getByRole('button', { name: 'Change prices' }));

    const dialog = screen.getByRole('dialog', { name: 'Change the prices of 2 products' });
    await user.type(within(dialog).getByLabelText('Percentage'), '-10');
    expect(dialog).toHaveTextContent(
      'Prices go down by 10%, rounded to the cent, never below $0.01. Sale prices move the same way.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change prices' }));

    expect(await screen.findByText('2 products updated')).toBeInTheDocument();
    expect(await bulkBody(fetchMock)).toEqual({
      action: 'adjust-price',
      percent: -10,
      ids: [shirt._id, bare._id],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('changes prices by an amount of dollars, and refuses an amount it cannot send', async () => {
    const fetchMock = mockApi({ '/products': list(), 'POST /products/bulk': done(1) });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Silk Gown' }));
    await user.click(within(bar()).getByRole('button', { name: 'Change prices' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the prices of 1 product' });
    await user.click(within(dialog).getByRole('radio', { name: 'Amount ($)' }));
    const amount = within(dialog).getByLabelText('Amount in dollars');
    await user.type(amount, '-5.001');
    await user.click(within(dialog).getByRole('button', { name: 'Change prices' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/at most 2 decimals/);
    expect(await requestsTo(fetchMock, 'POST', '/products/bulk')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '-5');
    expect(dialog).toHaveTextContent('Prices go down by $5.00, never below $0.01.');
    await user.click(within(dialog).getByRole('button', { name: 'Change prices' }));
    expect(await screen.findByText('1 product updated')).toBeInTheDocument();
    expect(await bulkBody(fetchMock)).toEqual({ action: 'adjust-price', amount: -5, ids: [gown._id] });
  });

  it('adds stock to every size of the chosen products', async () => {
    const fetchMock = mockApi({ '/products': list(), 'POST /products/bulk': done(3) });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Add stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Add stock to 3 products' });
    await user.type(within(dialog).getByLabelText('Units to add to every size'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(await screen.findByText('3 products updated')).toBeInTheDocument();
    expect(await bulkBody(fetchMock)).toEqual({
      action: 'add-stock',
      quantity: 5,
      ids: [shirt._id, gown._id, bare._id],
    });
  });

  it('deletes the chosen products after a confirmation naming how many', async () => {
    const fetchMock = mockApi({
      '/products': list(),
      'POST /products/bulk': done(2, { message: BULK_MESSAGES.done(2, 'deleted') }),
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Silk Gown' }));
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 products?' });
    expect(await requestsTo(fetchMock, 'POST', '/products/bulk')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 products deleted')).toBeInTheDocument();
    expect(await bulkBody(fetchMock)).toEqual({ action: 'delete', ids: [shirt._id, gown._id] });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('says a refusal and keeps the selection', async () => {
    const fetchMock = mockApi({
      '/products': list(),
      'POST /products/bulk': reply(400, { message: 'quantity must be at most 100000' }),
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    await user.click(within(bar()).getByRole('button', { name: 'Add stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Add stock to 1 product' });
    await user.type(within(dialog).getByLabelText('Units to add to every size'), '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('quantity must be at most 100000');
    expect(await requestsTo(fetchMock, 'POST', '/products/bulk')).toHaveLength(1);
    expect(bar()).toHaveTextContent('1 selected');
  });

  it('unticking one of all matching keeps the rest of the page, and a new filter starts afresh', async () => {
    mockApi({ '/products': list() });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    await user.click(within(bar()).getByRole('button', { name: 'Select all 30 matching' }));
    expect(screen.getByRole('checkbox', { name: 'Select Silk Gown' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Silk Gown' }));
    expect(bar()).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'Select Linen Shirt' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Silk Gown' })).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('Category'), 'Shoes');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('links a draft’s name to its preview, an active product’s to its page, and exports the filtered list', async () => {
    mockApi({ '/products': list() });
    renderList('/dashboard/manage-products?status=draft&sort=title');
    expect(await screen.findByRole('link', { name: 'Draft Bare' })).toHaveAttribute(
      'href',
      '/shop/draft-bare?preview=true',
    );
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/shop/linen-shirt');
    expect(screen.getByRole('link', { name: 'Export the filtered list (CSV)' })).toHaveAttribute(
      'href',
      '/api/products/export.csv?status=draft',
    );
  });
});
