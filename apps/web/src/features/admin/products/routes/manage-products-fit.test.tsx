import type { AdminProductListItem } from '@shop/shared/catalog/admin-products-schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminProductFixture } from '@/test/admin-product-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { ManageProductsPage } from './manage-products-page';

// Manage Products says how each product fits (docs/product/screens.md, Manage products): what most
// reviews answered and how many sold units came back for their size.

function product(
  name: string,
  fit: [small: number, trueToSize: number, large: number],
  sizeReturns: AdminProductListItem['sizeReturns'] = { units: 0, soldUnits: 0 },
): AdminProductListItem {
  const id = name.toLowerCase().replace(/\W+/g, '-');
  const [small, trueToSize, large] = fit;
  return adminProductFixture({
    _id: id,
    id,
    handle: id,
    status: 'active',
    name,
    category: 'dress',
    color: 'red',
    price: 49,
    oldPrice: null,
    description: '',
    image: null,
    images: [],
    sizes: [
      { variantId: `${id}-m`, size: 'M', sku: `${id}-M`, barcode: null, stock: 9, reserved: 0, free: 9 },
    ],
    stock: 9,
    averageRating: 4,
    reviewCount: small + trueToSize + large,
    author: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    fit: { small, true: trueToSize, large, answers: small + trueToSize + large },
    sizeReturns,
  });
}

function renderList(products: AdminProductListItem[]) {
  mockApi({ '/products': { products, totalPages: 1, totalProducts: products.length, page: 1 } });
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/manage-products" element={<ManageProductsPage />} />
    </Routes>,
    { route: '/dashboard/manage-products' },
  );
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('Manage Products: how each product fits', () => {
  it('says what most fit answers say, with how many of them, under the name', async () => {
    renderList([
      product('Wrap Dress', [11, 2, 1], { units: 3, soldUnits: 40 }),
      product('Wool Coat', [0, 9, 3]),
      product('Pleated Skirt', [1, 2, 5]),
      // Small is the most said but not half: neither small nor large.
      product('Linen Top', [4, 3, 2]),
    ]);
    await screen.findByRole('link', { name: 'Wrap Dress' });
    expect(within(rowOf('Wrap Dress')).getByText('Runs small: 11 of 14')).toBeInTheDocument();
    expect(within(rowOf('Wrap Dress')).getByText('Size returns: 3 of 40 sold (8 %)')).toBeInTheDocument();
    expect(within(rowOf('Wool Coat')).getByText('True to size: 9 of 12')).toBeInTheDocument();
    expect(within(rowOf('Pleated Skirt')).getByText('Runs large: 5 of 8')).toBeInTheDocument();
    expect(within(rowOf('Linen Top')).getByText('True to size: 3 of 9')).toBeInTheDocument();
    // Without size returns, no line for them.
    expect(rowOf('Wool Coat')).not.toHaveTextContent('Size returns');
    // The list's own texts stay as they were.
    expect(screen.getByText('Showing 1 to 4 of 4 products')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Product Name' })).toBeInTheDocument();
  });

  it('says nothing of the fit without answers, and gives the size returns alone', async () => {
    renderList([
      product('Silk Scarf', [0, 0, 0]),
      product('Gold Ring', [0, 0, 0], { units: 1, soldUnits: 3 }),
    ]);
    await screen.findByRole('link', { name: 'Silk Scarf' });
    for (const words of ['Runs small', 'Runs large', 'True to size', 'Size returns'])
      expect(rowOf('Silk Scarf')).not.toHaveTextContent(words);
    expect(within(rowOf('Gold Ring')).getByText('Size returns: 1 of 3 sold (33 %)')).toBeInTheDocument();
    expect(rowOf('Gold Ring')).not.toHaveTextContent('True to size');
  });
});
