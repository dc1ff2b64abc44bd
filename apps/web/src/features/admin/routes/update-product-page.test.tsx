import type { AdminProduct } from '@shop/shared/products-schemas';
import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/products-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { changedFields, manageProductsReturn, UpdateProductPage } from './update-product-page';

const product: AdminProduct = {
  _id: 'p1',
  id: 'p1',
  handle: 'poppy',
  status: 'active',
  name: 'Poppy',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: null,
  description: 'Washed linen.',
  image: '/uploads/a.webp',
  images: ['/uploads/a.webp'],
  sizes: [{ variantId: 'v1', size: 'M', sku: 'POPPY-RED-M', barcode: null, stock: 2, reserved: 0, free: 2 }],
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
  sizes: [{ size: 'M', stock: 2, sku: 'POPPY-RED-M', barcode: null }],
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
        sizes: [{ size: 'M', stock: 5, sku: 'POPPY-RED-M', barcode: null }],
      }),
    ).toEqual({ price: 59, sizes: [{ size: 'M', stock: 5, sku: 'POPPY-RED-M', barcode: null }] });
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
    expect(sent?.body).toEqual({
      sizes: [{ size: 'M', stock: 5, sku: 'POPPY-RED-M', barcode: null, stockWas: 2 }],
    });
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
      { sizes: [{ size: 'M', stock: 5, sku: 'POPPY-RED-M', barcode: null, stockWas: 2 }] },
      { sizes: [{ size: 'M', stock: 5, sku: 'POPPY-RED-M', barcode: null, stockWas: 1 }] },
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

describe('the product’s status', () => {
  const draft: AdminProduct = { ...product, status: 'draft' };
  const page = () =>
    renderWithProviders(
      <>
        <Routes>
          <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />
          <Route path="/dashboard/manage-products" element={<LocationProbe />} />
        </Routes>
        <Toaster />
      </>,
      { user: adminUser(), route: '/dashboard/update-product/p1' },
    );

  it('shows a draft as such, with a Preview of its storefront page, and publishes it with the changes', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': draft,
      'PATCH /products/update-product/p1': product,
    });
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      '/shop/poppy?preview=true',
    );
    expect(screen.queryByRole('button', { name: 'Update Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    const price = screen.getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '59');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/manage-products$/);
    expect(await screen.findByText('Product published')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({ price: 59, status: 'active' });
  });

  it('saves a draft still without pictures or stock, and will not publish it until it has both', async () => {
    const bare: AdminProduct = {
      ...draft,
      image: null,
      images: [],
      sizes: [
        { variantId: 'v1', size: 'M', sku: 'POPPY-RED-M', barcode: null, stock: 0, reserved: 0, free: 0 },
      ],
      stock: 0,
    };
    const fetchMock = mockApi({
      'GET /products/p1': bare,
      'PATCH /products/update-product/p1': bare,
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(screen.getByText(PRODUCT_FIELD_MESSAGES.publishNeedsPicture)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Stock per size' })).toHaveAccessibleDescription(
      PRODUCT_FIELD_MESSAGES.publishNeedsStock,
    );
    expect(await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1')).toEqual([]);

    await user.type(screen.getByLabelText('Product Name'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    // Already a draft: only the change goes.
    expect(sent?.body).toEqual({ name: 'Poppy II' });
  });

  it('puts the server’s refusal to publish under the field it names', async () => {
    mockApi({
      'GET /products/p1': draft,
      'PATCH /products/update-product/p1': reply(400, {
        message: PRODUCT_FIELD_MESSAGES.publishNeedsStock,
        field: 'sizes',
      }),
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('group', { name: 'Stock per size' })).toHaveAccessibleDescription(
      PRODUCT_FIELD_MESSAGES.publishNeedsStock,
    );
  });

  it('offers a product for sale to be saved, taken back to a draft or archived', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': { ...product, status: 'archived' },
    });
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Product archived')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({ status: 'archived' });
  });

  it('takes a product off sale with Save as draft', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': product,
      'PATCH /products/update-product/p1': draft,
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const [sent] = await requestsTo(fetchMock, 'PATCH', '/products/update-product/p1');
    expect(sent?.body).toEqual({ status: 'draft' });
  });
});
