import type { AdminProductListItem } from '@shop/shared/catalog/admin-products-schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { mockApi, renderWithProviders, requestsTo } from '@/test/render';
import { ManageProductsPage } from './manage-products-page';

// Manage Products says how many shoppers wait to hear a size is back (docs/product/screens.md,
// Manage products), asked for the products of the page shown.

const PLAIN = '00000000-0000-4000-8000-000000000001';
const COLOURED = '00000000-0000-4000-8000-000000000002';

function product(id: string, name: string, colours: string[]): AdminProductListItem {
  return adminProductFixture({
    _id: id,
    id,
    handle: name.toLowerCase().replace(/\W+/g, '-'),
    status: 'active',
    name,
    category: 'dress',
    color: colours[0] as string,
    price: 49,
    oldPrice: null,
    description: '',
    image: null,
    images: [],
    sizes: colours.flatMap((color) =>
      ['S', 'M'].map((size) => ({
        variantId: `${id}-${color}-${size}`,
        size,
        color,
        sku: `${name}-${color}-${size}`,
        barcode: null,
        stock: 0,
        reserved: 0,
        free: 0,
      })),
    ),
    stock: 0,
    averageRating: null,
    reviewCount: 0,
    author: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('Manage Products: shoppers waiting for a size', () => {
  it('says how many wait per size, with the colour when the product has several', async () => {
    const products = [
      product(PLAIN, 'Linen Dress', ['red']),
      product(COLOURED, 'Satin Gown', ['gold', 'black']),
    ];
    const fetchMock = mockApi({
      '/products': { products, totalPages: 1, totalProducts: 2, page: 1 },
      '/stock-alerts/waiting': {
        waiting: [
          { productId: PLAIN, variantId: `${PLAIN}-red-M`, size: 'M', color: 'red', count: 12 },
          { productId: COLOURED, variantId: `${COLOURED}-gold-M`, size: 'M', color: 'gold', count: 3 },
        ],
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />
      </Routes>,
      { route: '/dashboard/manage-products' },
    );
    expect(await within(await findRow('Linen Dress')).findByText('12 waiting for M')).toBeInTheDocument();
    expect(within(rowOf('Satin Gown')).getByText('3 waiting for Gold M')).toBeInTheDocument();
    const asked = await requestsTo(fetchMock, 'GET', '/stock-alerts/waiting');
    expect(asked.map((request) => new URL(request.url).searchParams.get('productIds'))).toContain(
      `${PLAIN},${COLOURED}`,
    );
  });
});

async function findRow(name: string) {
  return (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
}
