import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/catalog/product-fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { AddProductPage } from './add-product-page';

const saved: AdminProduct = adminProductFixture({
  _id: 'p9',
  id: 'p9',
  handle: 'linen-shirt',
  status: 'draft',
  name: 'Linen Shirt',
  category: 'clothing',
  color: 'white',
  price: 35,
  oldPrice: null,
  description: 'Washed linen.',
  image: null,
  images: [],
  sizes: [],
  stock: 0,
  averageRating: null,
  reviewCount: 0,
  author: 'a1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function renderPage() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/add-product" element={<AddProductPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Toaster />
    </>,
    { user: adminUser(), route: '/dashboard/add-product' },
  );
}

/** Fills every field but the pictures; clothing lists XS–XL, each with no stock. */
async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product Name'), 'Linen Shirt');
  await user.selectOptions(screen.getByLabelText('Category'), 'clothing');
  await user.selectOptions(screen.getByLabelText('Color'), 'white');
  await user.type(screen.getByLabelText('Price ($)'), '35');
  await user.type(screen.getByLabelText('Description'), 'Washed linen.');
}

const sizeRow = (size: string, stock = 0, sku = '', price: number | null = null) => ({
  size,
  stock,
  price,
  sku,
  barcode: null,
});
const CLOTHING = ['XS', 'S', 'M', 'L', 'XL'];

describe('Add Product', () => {
  it('saves a draft without pictures or stock, then lists it in Manage Products', async () => {
    const fetchMock = mockApi({ 'POST /products/created-product': saved });
    const user = userEvent.setup();
    renderPage();
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'POST', '/products/created-product');
    expect(sent?.body).toEqual({
      name: 'Linen Shirt',
      category: 'clothing',
      color: 'white',
      price: 35,
      oldPrice: null,
      description: 'Washed linen.',
      images: [],
      colors: [{ color: 'white', images: [], sizes: CLOTHING.map((size) => sizeRow(size)) }],
      status: 'draft',
    });
  });

  it("still says 'Please fill all the fields' when 'Add Product' has no picture", async () => {
    const fetchMock = mockApi({ 'POST /products/created-product': saved });
    const user = userEvent.setup();
    renderPage();
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByText('Please fill all the fields')).toHaveAttribute('role', 'alert');
    expect(screen.getByText(PRODUCT_FIELD_MESSAGES.imagesRequired)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/products/created-product')).toEqual([]);
  });

  it("publishes with 'Add Product' (no status: the original's publish at once), with the SKUs typed", async () => {
    const fetchMock = mockApi({
      'POST /uploadImage': { message: 'Image uploaded successfully', data: '/uploads/shirt.webp' },
      'POST /products/created-product': { ...saved, status: 'active' },
    });
    const user = userEvent.setup();
    renderPage();
    await fillFields(user);
    await user.type(screen.getByLabelText('Stock, M, white'), '{Backspace}7');
    await user.click(screen.getByRole('button', { name: /^Prices and codes: white/ }));
    await user.type(screen.getByRole('textbox', { name: 'SKU, M, white' }), 'LS-WHITE-M');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'shirt.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add pictures'), png);
    await screen.findByRole('img', { name: 'Main picture' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/shop?sort=newest');
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'POST', '/products/created-product');
    expect(sent?.body).not.toHaveProperty('status');
    expect(sent?.body).toMatchObject({
      images: ['/uploads/shirt.webp'],
      colors: [
        {
          color: 'white',
          images: [],
          sizes: CLOTHING.map((size) => (size === 'M' ? sizeRow('M', 7, 'LS-WHITE-M') : sizeRow(size))),
        },
      ],
    });
  });

  it('adds a product in two colours, the second with its own pictures and a price of its own in one size', async () => {
    let uploads = 0;
    const fetchMock = mockApi({
      'POST /uploadImage': () => {
        uploads += 1;
        return { message: 'Image uploaded successfully', data: `/uploads/upload-${uploads}.webp` };
      },
      'POST /products/created-product': { ...saved, status: 'active' },
    });
    const user = userEvent.setup();
    renderPage();
    await fillFields(user);
    await user.selectOptions(screen.getByLabelText('Add colour'), 'green');
    await user.type(screen.getByLabelText('Stock, M, white'), '{Backspace}3');
    await user.type(screen.getByLabelText('Stock, L, green'), '{Backspace}2');
    await user.click(screen.getByRole('button', { name: /^Prices and codes: green/ }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price, L, green' }), '39.50');
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    // A picture of the green one only: the product has a picture, so it may be published.
    await user.upload(screen.getByLabelText('Choose pictures of green'), png('green.png'));
    expect(
      await within(screen.getByRole('list', { name: 'Pictures of green' })).findByRole('img', {
        name: 'green picture 1',
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pictures' })).queryAllByRole('listitem')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'POST', '/products/created-product');
    expect(sent?.body).toEqual({
      name: 'Linen Shirt',
      category: 'clothing',
      color: 'white',
      price: 35,
      oldPrice: null,
      description: 'Washed linen.',
      images: [],
      colors: [
        {
          color: 'white',
          images: [],
          sizes: CLOTHING.map((size) => sizeRow(size, size === 'M' ? 3 : 0)),
        },
        {
          color: 'green',
          images: ['/uploads/upload-1.webp'],
          sizes: CLOTHING.map((size) => (size === 'L' ? sizeRow('L', 2, '', 39.5) : sizeRow(size))),
        },
      ],
    });
  });

  it('shows a SKU another product has under that size, and keeps the form', async () => {
    const taken = PRODUCT_FIELD_MESSAGES.skuTaken('LS-WHITE-M');
    mockApi({
      'POST /products/created-product': reply(409, { message: taken, field: 'colors.0.sizes.2.sku' }),
    });
    const user = userEvent.setup();
    renderPage();
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: /^Prices and codes: white/ }));
    const skuM = screen.getByRole('textbox', { name: 'SKU, M, white' });
    await user.type(skuM, 'LS-WHITE-M');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    // Said above the buttons, and under the field.
    expect(await screen.findByText(taken, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(skuM).toHaveAccessibleDescription(taken);
    expect(skuM).toHaveValue('LS-WHITE-M');
    expect(screen.getByRole('textbox', { name: 'SKU, S, white' })).not.toHaveAccessibleDescription();
    expect(within(screen.getByRole('region', { name: 'Colour white' })).getByText(taken)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
