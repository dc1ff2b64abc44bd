import type { StockReportRow } from '@shop/shared/reports/reports-schemas';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shownOnPhone } from '@/test/folded-rows';
import { mockApi, renderWithProviders } from '@/test/render';
import { StockTable } from './stock-table';

/**
 * `count` sizes, 'Dress 1' with the fewest days of cover (1), given the other way round: the
 * table ranks them itself. The last one sold none: it has no end in sight, and ranks last.
 */
function rows(count: number): StockReportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    variantId: `5f0c1a2b-0000-4000-8000-${String(index).padStart(12, '0')}`,
    productId: `5f0c1a2b-0000-4000-9000-${String(index).padStart(12, '0')}`,
    handle: `dress-${index + 1}`,
    title: `Dress ${index + 1}`,
    size: 'm',
    color: 'black',
    sku: null,
    onHand: 10,
    held: 0,
    soldInPeriod: index === count - 1 ? 0 : 5,
    daysOfCover: index === count - 1 && count > 1 ? null : index + 1,
    waiting: 0,
  })).reverse();
}

function renderTable(count: number) {
  mockApi({});
  renderWithProviders(<StockTable rows={rows(count)} />);
  return screen.getByRole('table', { name: 'Stock by size' });
}

const dresses = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Dress ${from + index}`);

describe('StockTable', () => {
  it('shows a phone the 10 sizes with the fewest days of cover, and every size when asked', async () => {
    const user = userEvent.setup();
    const table = renderTable(12);
    const button = screen.getByRole('button', { name: 'Show all 12 sizes' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The button is a phone's: it goes where the table's box is 56rem or wider.
    expect(button.parentElement).toHaveClass('@4xl:hidden');
    expect(screen.getByText('Showing the first 10.')).toBeVisible();
    expect(shownOnPhone(table)).toEqual(dresses(1, 10));
    // A wide table holds every size whatever the button says, each still linking to its product.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12);
    expect(within(table).getAllByRole('link')).toHaveLength(12);

    await user.click(button);
    expect(button).toHaveAccessibleName('Show fewer');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Showing the first 10.')).toBeNull();
    expect(shownOnPhone(table)).toEqual(dresses(1, 12));

    await user.click(button);
    expect(button).toHaveAccessibleName('Show all 12 sizes');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(shownOnPhone(table)).toEqual(dresses(1, 10));
  });

  it('folds from 11 sizes: with 10 or fewer there is no button and no row is hidden', () => {
    for (const count of [10, 1]) {
      const table = renderTable(count);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByText(/^Showing the first/)).toBeNull();
      expect(table.querySelectorAll('tbody tr')).toHaveLength(count);
      expect(document.querySelector('[data-folded]')).toBeNull();
      cleanup();
    }
    const table = renderTable(11);
    expect(screen.getByRole('button', { name: 'Show all 11 sizes' })).toBeVisible();
    expect(shownOnPhone(table)).toEqual(dresses(1, 10));
  });
});
