import { plainChart } from '@shop/shared/catalog/size-charts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogProduct, defaultCategories } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { ProductPage } from '../routes/product-page';

// A category's size chart may carry measurements: the product page shows them as a size guide.

const jeans = catalogProduct({
  title: 'High Rise Jeans',
  handle: 'high-rise-jeans',
  category: 'denim',
  sizes: [
    { size: '26', stock: 2 },
    { size: '28', stock: 1 },
  ],
});

function denim(withMeasurements: boolean) {
  const chart = plainChart(['24', '26', '28', '30'], 'in');
  if (withMeasurements) {
    chart.sizes = chart.sizes.map((row, index) => ({ ...row, waist: 24 + index * 2, hips: 34 + index * 2 }));
  }
  return {
    ...defaultCategories()[3],
    id: '00000000-0000-4000-9000-000000000042',
    handle: 'denim',
    name: 'Denim',
    sizeChart: chart,
  };
}

function renderJeans(withMeasurements: boolean) {
  mockApi({
    '/shopify-products/products/high-rise-jeans': jeans,
    '/categories': { categories: [...defaultCategories(), denim(withMeasurements)] },
  });
  renderWithProviders(
    <Routes>
      <Route path="/shop/:handle" element={<ProductPage />} />
    </Routes>,
    { route: '/shop/high-rise-jeans' },
  );
}

describe('the size guide', () => {
  it('gives the measurements of the sizes the product comes in, in the chart’s unit', async () => {
    const user = userEvent.setup();
    renderJeans(true);
    await user.click(await screen.findByText('Size guide'));
    const table = screen.getByRole('table', { name: 'Body measurements in inches' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SizeWaistHips', '262636', '282838']);
    expect(screen.getByRole('link', { name: 'Denim' })).toHaveAttribute('href', '/categories/denim');
  });

  it('is not offered when the owner gave no measurements', async () => {
    renderJeans(false);
    expect(await screen.findByRole('link', { name: 'Denim' })).toBeInTheDocument();
    expect(screen.queryByText('Size guide')).not.toBeInTheDocument();
  });
});
