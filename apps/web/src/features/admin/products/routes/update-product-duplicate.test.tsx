import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adminProductFixture, poppyFixture } from '@/test/admin-product-fixtures';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { adminUser } from '@/test/user-fixtures';
import { UpdateProductPage } from './update-product-page';

const original: AdminProduct = poppyFixture();
const copy: AdminProduct = adminProductFixture({
  ...original,
  _id: 'p2',
  id: 'p2',
  handle: 'copy-of-poppy',
  status: 'draft',
  name: 'Copy of Poppy',
  sizes: [{ ...original.sizes[0], variantId: 'v2', sku: 'COPY-OF-POPPY-RED-M' } as AdminProduct['sizes'][0]],
});

function StateProbe() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />
      </Routes>
      <StateProbe />
      <Toaster />
    </>,
    {
      user: adminUser(),
      route: { pathname: '/dashboard/update-product/p1', state: { listSearch: '?status=draft' } },
    },
  );
}

describe('Duplicate on Update Product', () => {
  it('makes a draft copy and opens it, keeping the list to go back to', async () => {
    const fetchMock = mockApi({
      'GET /products/p1': original,
      'GET /products/p2': copy,
      'POST /products/p1/duplicate': reply(201, copy),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByLabelText('Product Name')).toHaveValue('Poppy');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));

    expect(await screen.findByText('Draft copy made')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Copy of Poppy')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/products/p1/duplicate')).toHaveLength(1);
    expect(screen.getByTestId('state')).toHaveTextContent(JSON.stringify({ listSearch: '?status=draft' }));
  });

  it('says why when the copy cannot be made, and stays', async () => {
    mockApi({
      'GET /products/p1': original,
      'POST /products/p1/duplicate': reply(404, { message: 'Product not found' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Name')).toHaveValue('Poppy');
  });
});
