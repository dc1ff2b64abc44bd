import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import { LOW_STOCK_MAIL_MESSAGES } from '@shop/shared/catalog/low-stock-schemas';
import { PRODUCT_MESSAGES } from '@shop/shared/catalog/product-fields';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { poppyFixture } from '@/test/admin-product-fixtures';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { ProductForm } from '../product-form/product-form';
import { THRESHOLD_NOT_A_NUMBER } from '../product-form/use-product-threshold';
import { UpdateProductPage } from './update-product-page';

const product: AdminProduct = poppyFixture();
const LABEL = 'Low-stock alert at';
const SHOP = { 'GET /low-stock/settings': { enabled: true, hour: 8, threshold: 3 } };
const own = (threshold: number | null) => ({ productId: 'p1', threshold });

function page() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />
        <Route path="/dashboard/manage-products" element={<LocationProbe />} />
      </Routes>
      <Toaster />
    </>,
    { user: adminUser(), route: '/dashboard/update-product/p1' },
  );
}

/** The method and path of each request to the product or its alert, in the order they went. */
const writes = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)))
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe("A product's own low-stock alert on Update Product", () => {
  it("shows the product's number and names the shop's in the hint", async () => {
    mockApi({ ...SHOP, 'GET /products/p1': product, 'GET /low-stock/products/p1': own(5) });
    page();
    const field = await screen.findByLabelText(LABEL);
    await vi.waitFor(() => expect(field).toHaveValue('5'));
    expect(field).toHaveAccessibleDescription(
      "Free units at or under which this product's sizes go in the morning stock mail. Leave empty for the shop's (3).",
    );
    expect(field).toBeEnabled();
  });

  it('saves a new number after the product, then goes back to the list', async () => {
    const fetchMock = mockApi({
      ...SHOP,
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': { ...product, price: 59 },
      'GET /low-stock/products/p1': own(null),
      'PUT /low-stock/products/p1': own(8),
    });
    const user = userEvent.setup();
    page();
    const field = await screen.findByLabelText(LABEL);
    await vi.waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('');
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.type(field, '8');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/manage-products');
    expect(screen.getByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      'PATCH /api/products/update-product/p1',
      'PUT /api/low-stock/products/p1',
    ]);
    expect((await requestsTo(fetchMock, 'PUT', '/low-stock/products/p1'))[0]?.body).toEqual({ threshold: 8 });
  });

  it("sends null when the field is emptied, for the shop's number, and nothing for the product left alone", async () => {
    const fetchMock = mockApi({
      ...SHOP,
      'GET /products/p1': product,
      'GET /low-stock/products/p1': own(5),
      'PUT /low-stock/products/p1': own(null),
    });
    const user = userEvent.setup();
    page();
    const field = await screen.findByLabelText(LABEL);
    await vi.waitFor(() => expect(field).toHaveValue('5'));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/manage-products');
    expect(writes(fetchMock)).toEqual(['PUT /api/low-stock/products/p1']);
    expect((await requestsTo(fetchMock, 'PUT', '/low-stock/products/p1'))[0]?.body).toEqual({
      threshold: null,
    });
  });

  it('keeps the product saved when the number is refused, says why under the field, and the next save sends the number alone', async () => {
    let refuse = true;
    const fetchMock = mockApi({
      ...SHOP,
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': { ...product, price: 59 },
      'GET /low-stock/products/p1': own(null),
      'PUT /low-stock/products/p1': () =>
        refuse
          ? reply(400, { message: LOW_STOCK_MAIL_MESSAGES.productThreshold, field: 'threshold' })
          : own(4),
    });
    const user = userEvent.setup();
    page();
    const field = await screen.findByLabelText(LABEL);
    await vi.waitFor(() => expect(field).toBeEnabled());
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText(LOW_STOCK_MAIL_MESSAGES.productThreshold)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    // The product was saved and the form stays open, with what was typed.
    expect(screen.getByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(field).toHaveValue('4');
    expect(screen.getByLabelText('Price ($)')).toHaveValue(59);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/manage-products');
    expect(writes(fetchMock)).toEqual([
      'PATCH /api/products/update-product/p1',
      'PUT /api/low-stock/products/p1',
      'PUT /api/low-stock/products/p1',
    ]);
  });

  it('says under the field when what is typed is no number, and sends nothing', async () => {
    const fetchMock = mockApi({
      ...SHOP,
      'GET /products/p1': product,
      'GET /low-stock/products/p1': own(null),
    });
    const user = userEvent.setup();
    page();
    const field = await screen.findByLabelText(LABEL);
    await vi.waitFor(() => expect(field).toBeEnabled());
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    for (const typed of ['two', '2.5', '1001']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Update Product' }));
      expect(await screen.findByText(THRESHOLD_NOT_A_NUMBER)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Please correct the fields marked below.')).toHaveRole('alert');
    }
    expect(writes(fetchMock)).toEqual([]);
  });

  it('offers nothing to change when the number cannot be read, and still saves the product', async () => {
    const fetchMock = mockApi({
      ...SHOP,
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': { ...product, price: 59 },
      'GET /low-stock/products/p1': reply(500, { message: 'Something went wrong' }),
    });
    const user = userEvent.setup();
    page();
    const field = await screen.findByLabelText(LABEL);
    expect(
      await screen.findByText('The low-stock alert could not be read. Reload the page to change it.'),
    ).toBeVisible();
    expect(field).toBeDisabled();
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/manage-products');
    expect(writes(fetchMock)).toEqual(['PATCH /api/products/update-product/p1']);
  });

  it('is not on the form for a new product', async () => {
    mockApi({});
    renderWithProviders(<ProductForm submitLabel="Add Product" onSubmit={vi.fn()} />, { user: adminUser() });
    expect(await screen.findByLabelText('Product Name')).toBeInTheDocument();
    expect(screen.queryByLabelText(LABEL)).not.toBeInTheDocument();
  });
});
