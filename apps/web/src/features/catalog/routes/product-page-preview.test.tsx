import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { ProductStatus } from '@shop/shared/catalog/product-fields';
import type { PublicUser } from '@shop/shared/people/users';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogProduct } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, reply } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
import { ProductPage } from './product-page';

const dress = catalogProduct({ title: 'Linen Wrap Dress', handle: 'linen-wrap-dress' });

/** The product as GET /api/products/:id answers an admin. */
const asAdminSees = (status: ProductStatus): AdminProduct => ({
  _id: dress.id,
  id: dress.id,
  handle: dress.handle,
  status,
  name: dress.title,
  category: 'dress',
  color: 'red',
  price: 59,
  oldPrice: null,
  description: 'Washed linen.',
  image: null,
  images: [],
  sizes: [],
  colors: [],
  stock: 0,
  averageRating: null,
  reviewCount: 0,
  author: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function renderPage(route: string, user: PublicUser | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/shop/:handle" element={<ProductPage />} />
    </Routes>,
    { route, user },
  );
}

const productRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname.endsWith('/shopify-products/products/linen-wrap-dress'))
    .map((url) => url.search);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });

describe('ProductPage preview', () => {
  it('asks for the product as a preview and tells the admin shoppers cannot see a draft', async () => {
    const fetchMock = mockApi({
      '/shopify-products/products/linen-wrap-dress': dress,
      [`GET /products/${dress.id}`]: asAdminSees('draft'),
    });
    renderPage('/shop/linen-wrap-dress?preview=true', adminUser());
    await heading();
    expect(
      await screen.findByText('Preview: this product is a draft and shoppers cannot see it.'),
    ).toHaveAttribute('role', 'status');
    expect(productRequests(fetchMock)).toEqual(['?preview=true']);
  });

  it('says so of an archived product too', async () => {
    mockApi({
      '/shopify-products/products/linen-wrap-dress': dress,
      [`GET /products/${dress.id}`]: asAdminSees('archived'),
    });
    renderPage('/shop/linen-wrap-dress?preview=true', adminUser());
    expect(
      await screen.findByText('Preview: this product is archived and shoppers cannot see it.'),
    ).toBeInTheDocument();
  });

  it('says nothing of a product shoppers can see', async () => {
    mockApi({
      '/shopify-products/products/linen-wrap-dress': dress,
      [`GET /products/${dress.id}`]: asAdminSees('active'),
    });
    const { store } = renderPage('/shop/linen-wrap-dress?preview=true', adminUser());
    await heading();
    // Once the status has come.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'getProductStatus' && query.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    expect(screen.queryByText(/^Preview:/)).not.toBeInTheDocument();
  });

  it('says only what is sure when the product’s status cannot be read', async () => {
    mockApi({
      '/shopify-products/products/linen-wrap-dress': dress,
      [`GET /products/${dress.id}`]: reply(500, { message: 'Something went wrong' }),
    });
    renderPage('/shop/linen-wrap-dress?preview=true', adminUser());
    expect(
      await screen.findByText('Preview: shoppers see this page only once the product is published.'),
    ).toHaveAttribute('role', 'status');
  });

  it('shows a shopper no banner and asks nothing an admin would', async () => {
    const fetchMock = mockApi({ '/shopify-products/products/linen-wrap-dress': dress });
    renderPage('/shop/linen-wrap-dress?preview=true', publicUser());
    await heading();
    expect(screen.queryByText(/^Preview:/)).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)),
    ).not.toContainEqual(expect.stringContaining(`/products/${dress.id}`));
  });

  it('without preview, asks as shoppers do', async () => {
    const fetchMock = mockApi({ '/shopify-products/products/linen-wrap-dress': dress });
    renderPage('/shop/linen-wrap-dress', adminUser());
    await heading();
    expect(productRequests(fetchMock)).toEqual(['']);
    expect(screen.queryByText(/^Preview:/)).not.toBeInTheDocument();
  });
});
