import type { ProductReport, ProductReportDimension } from '@shop/shared/reports/reports-schemas';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shownOnPhone } from '@/test/folded-rows';
import { renderWithProviders } from '@/test/render';
import { periodOf } from '../routes/report-fixtures';
import { type Line, ProductsTable } from './products-table';

/** A report by `by` of `count` lines, 'Item 1' with the most net sales, as the server ranks them. */
function renderTable(count: number, by: ProductReportDimension = 'product') {
  const lines: Line[] = Array.from({ length: count }, (_, index) => ({
    name: `Item ${index + 1}`,
    row: {
      key: `5f0c1a2b-0000-4000-8000-${String(index).padStart(12, '0')}`,
      label: `Item ${index + 1}`,
      handle: null,
      unitsSold: 1,
      netSalesCents: (count - index) * 1_000,
      unitsReturned: 0,
      returnRate: 0,
      topReasons: [],
    },
  }));
  const report: ProductReport = {
    period: periodOf(new Request('http://shop.test/api/reports/products')),
    by,
    rows: lines.map(({ row }) => row),
    total: count,
    totals: { unitsSold: count, netSalesCents: 100_000, unitsReturned: 0 },
    previous: { unitsSold: 0, netSalesCents: 0, unitsReturned: 0 },
  };
  renderWithProviders(<ProductsTable report={report} lines={lines} />);
}

const items = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Item ${from + index}`);

describe('ProductsTable', () => {
  it('shows a phone the 10 with the most net sales and the total, and every one when asked', async () => {
    const user = userEvent.setup();
    renderTable(12);
    const table = screen.getByRole('table', { name: 'Sales by product' });
    const button = screen.getByRole('button', { name: 'Show all 12 products' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The button is a phone's: it goes where the table's box is 56rem or wider.
    expect(button.parentElement).toHaveClass('@4xl:hidden');
    expect(screen.getByText('Showing the first 10.')).toBeVisible();
    expect(shownOnPhone(table)).toEqual([...items(1, 10), 'Total']);
    // A wide table holds every line whatever the button says, each product still a link.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 1);
    expect(within(table).getAllByRole('link')).toHaveLength(12);

    await user.click(button);
    expect(button).toHaveAccessibleName('Show fewer');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Showing the first 10.')).toBeNull();
    expect(shownOnPhone(table)).toEqual([...items(1, 12), 'Total']);

    await user.click(button);
    expect(button).toHaveAccessibleName('Show all 12 products');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(shownOnPhone(table)).toEqual([...items(1, 10), 'Total']);
  });

  it.each([
    ['category', 'Show all 11 categories', 'Sales by category'],
    ['color', 'Show all 11 colours', 'Sales by colour'],
    ['size', 'Show all 11 sizes', 'Sales by size'],
  ] as const)('counts the lines as chosen by (%s)', (by, showAll, table) => {
    renderTable(11, by);
    expect(screen.getByRole('button', { name: showAll })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Showing the first 10.')).toBeVisible();
    expect(shownOnPhone(screen.getByRole('table', { name: table }))).toEqual([...items(1, 10), 'Total']);
  });

  it('folds from 11 lines: with 10 or fewer there is no button and no row is hidden', () => {
    for (const count of [10, 1]) {
      renderTable(count);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByText(/^Showing the first/)).toBeNull();
      const rows = screen.getByRole('table', { name: 'Sales by product' }).querySelectorAll('tbody tr');
      expect(rows).toHaveLength(count + 1);
      expect(document.querySelector('[data-folded]')).toBeNull();
      cleanup();
    }
    renderTable(11);
    expect(screen.getByRole('button', { name: 'Show all 11 products' })).toBeVisible();
    expect(shownOnPhone(screen.getByRole('table', { name: 'Sales by product' }))).toEqual([
      ...items(1, 10),
      'Total',
    ]);
  });
});
