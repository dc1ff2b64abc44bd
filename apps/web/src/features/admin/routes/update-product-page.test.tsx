import type { AdminProduct } from '@shop/shared/products-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, mockApi, renderWithProviders, requestsTo } from '@/test/render';
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

  it('takes only a query string from the list, nothing else', () => {
    expect(manageProductsReturn({ listSearch: '?q=dress&page=2' })).toBe(
      '/dashboard/manage-products?q=dress&page=2',
    );
    expect(manageProductsReturn(null)).toBe('/dashboard/manage-products');
    expect(manageProductsReturn({ listSearch: '//evil.example' })).toBe('/dashboard/manage-products');
  });
});
