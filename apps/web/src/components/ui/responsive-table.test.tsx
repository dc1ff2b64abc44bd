import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface Line {
  id: string;
  total: string;
}

const COLUMNS: TableColumn<Line>[] = [
  { header: '#', cell: (_, i) => i + 1, stackedHidden: true },
  { header: 'Order ID', cell: (line) => line.id, rowHeader: true },
  { header: 'Total', cell: (line) => line.total },
  { header: 'Details', headerHidden: true, cell: (line) => <a href={`/orders/${line.id}`}>view order</a> },
];

describe('ResponsiveTable', () => {
  it('is a table a screen reader can walk, whatever the phone layout does to it', () => {
    render(
      <ResponsiveTable
        label="Orders"
        columns={COLUMNS}
        rows={[
          { id: 'VL-1', total: '$10.50' },
          { id: 'VL-2', total: '$4.00' },
        ]}
        rowKey={(line) => line.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Order ID', 'Total', 'Details']);
    const second = within(table).getByRole('rowheader', { name: 'VL-2' }).closest('tr') as HTMLElement;
    expect(within(second).getByRole('cell', { name: '$4.00' })).toHaveAttribute('data-label', 'Total');
    // The phone shows each value's column name beside it, except for a column of links.
    expect(within(second).getByRole('cell', { name: 'view order' })).not.toHaveAttribute('data-label');
    expect(within(second).getAllByRole('cell')[0]).toHaveTextContent('2');
  });
});
