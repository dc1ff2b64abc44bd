import type { AdminProduct } from '@shop/shared/products-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { changedFields, manageProductsReturn, UpdateProductPage } from './update-product-page';

const product: AdminProduct = {
  _id: 'p1',
  id: 'p1',
  handle: 'poppy',
  name: 'Poppy',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: null,
  description: 'Washed linen.',
  image: '/uploads/a.webp',
  images: ['/uploads/a.webp'],
  sizes: [{ variantId: 'v1', size: 'M', stock: 2, reserved: 0, free: 2 }],
  stock: 2,
  averageRating: null,
  reviewCount: 0,
  author: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const unchanged = {
  name: 'Poppy',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: null,
  description: 'Washed linen.',
  images: ['/uploads/a.webp'],
  sizes: [{ size: 'M', stock: 2 }],
} as const;

describe('changedFields', () => {
  it('sends only what the form changed, so an untouched description keeps its formatting', () => {
    expect(
      changedFields(product, { ...unchanged, sizes: [...unchanged.sizes], images: [...unchanged.images] }),
    ).toEqual({});
    expect(
      changedFields(product, {
        ...unchanged,
        images: [...unchanged.images],
        price: 59,
        sizes: [{ size: 'M', stock: 5 }],
      }),
    ).toEqual({ price: 59, sizes: [{ size: 'M', stock: 5 }] });
  });
});

describe('after saving', () => {
  const page = (state?: unknown) =>
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />
        <Route path="/dashboard/manage-products" element={<LocationProbe />} />
      </Routes>,
      { user: adminUser(), route: { pathname: '/dashboard/update-product/p1', state } },
    );

  it('comes back to Manage Products with the search it had', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page({ listSearch: '?q=dress&page=2' });
    const price = await screen.findByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/dashboard/manage-products?q=dress&page=2',
    );
    expect((await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1'))[0]?.body).toEqual({
      price: 59,
    });
  });

  it('sends the sizes the owner confirmed may go', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page();
    await user.selectOptions(await screen.findByLabelText('Category'), 'shoes');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await user.click(await screen.findByRole('button', { name: 'Remove and save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toMatchObject({ category: 'shoes', dropSizes: ['M'] });
  });

  it('sends the stock each size showed, so a sale while the form was open is not undone', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page();
    const stockM = await screen.findByLabelText('M');
    await user.clear(stockM);
    await user.type(stockM, '5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({ sizes: [{ size: 'M', stock: 5, stockWas: 2 }] });
  });

  it('says when a size it changed was changed meanwhile, and the next save sets the owner’s number', async () => {
    const changed =
      'Stock for size M changed to 1 while you were editing (it was 2). Check it and save again.';
    let saves = 0;
    // A shopper buys one M after the form loaded: the product read again has 1.
    const fetchMock = mockApi({
      'GET /products/p1': () =>
        saves === 0 ? product : { ...product, sizes: [{ ...product.sizes[0], stock: 1, free: 1 }], stock: 1 },
      'PATCH /products/update-product/p1': () => {
        saves += 1;
        return saves === 1 ? reply(409, { message: changed, field: 'sizes.0.stock' }) : product;
      },
    });
    const user = userEvent.setup();
    page();
    const stockM = await screen.findByLabelText('M');
    await user.clear(stockM);
    await user.type(stockM, '5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    // The field says it too, and keeps what the owner typed.
    expect(stockM).toHaveAccessibleDescription(changed);
    expect(stockM).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    const sent = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent.map((request) => request.body)).toEqual([
      { sizes: [{ size: 'M', stock: 5, stockWas: 2 }] },
      { sizes: [{ size: 'M', stock: 5, stockWas: 1 }] },
    ]);
  });

  it('takes only a query string from the list, nothing else', () => {
    expect(manageProductsReturn({ listSearch: '?q=dress&page=2' })).toBe(
      '/dashboard/manage-products?q=dress&page=2',
    );
    expect(manageProductsReturn(null)).toBe('/dashboard/manage-products');
    expect(manageProductsReturn({ listSearch: '//evil.example' })).toBe('/dashboard/manage-products');
  });
});
