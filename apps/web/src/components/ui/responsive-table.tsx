// biome-ignore-all lint/a11y/noRedundantRoles: a table whose parts are restyled (display: flex on a phone) loses its table semantics in some browsers (Safari); the explicit roles keep them.
import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  /** The column heading; in a narrow box also the label shown beside each of its values. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** The heading is for screen readers only (a column of links), and its values show no label. */
  headerHidden?: boolean;
  /** The values show no label when stacked, though the heading shows in the table (Actions). */
  unlabelled?: boolean;
  /** Left out of the stacked cards (a running number that means nothing there). */
  stackedHidden?: boolean;
  /** The cell names its row for screen readers (a <th scope="row">): an order number, an email. */
  rowHeader?: boolean;
  /** Classes of the value (fonts, wrapping), in both layouts. */
  className?: string;
}

/**
 * The box width below which rows become cards: 42rem suits a table of short values; a wider
 * table (five columns with an email and three actions) needs 56rem to show whole.
 */
export type StackBelow = '42rem' | '56rem';

/*
 * The stacked layout applies when the table's own box is narrower than its threshold (a
 * container query, not the window): on a phone, and also on a tablet where the dashboard sidebar
 * takes room. Each row becomes a card and each value sits beside its column's name, so no action
 * or date is ever scrolled off to the right. The `content: … / ''` alternative text keeps the
 * label out of what screen readers say, as they already announce the column heading.
 */
const TABLE = {
  box: 'overflow-x-auto rounded-lg border border-stone-200 bg-white',
  table: 'w-full text-left text-sm',
  head: 'bg-stone-50 text-stone-600',
  row: 'border-t border-stone-100',
  cell: 'px-4 py-3 align-middle font-normal',
  value: 'min-w-0',
};

// Tailwind finds classes in the source as written, so each threshold spells its own out.
const STACKED: Record<StackBelow, typeof TABLE & { body: string; label: string; hidden: string }> = {
  '42rem': {
    box: '@max-2xl:overflow-visible @max-2xl:rounded-none @max-2xl:border-0 @max-2xl:bg-transparent',
    table: '@max-2xl:block',
    head: '@max-2xl:sr-only',
    body: '@max-2xl:flex @max-2xl:flex-col @max-2xl:gap-3',
    row: '@max-2xl:flex @max-2xl:flex-col @max-2xl:rounded-lg @max-2xl:border @max-2xl:border-stone-200 @max-2xl:bg-white @max-2xl:px-4 @max-2xl:py-2',
    cell: '@max-2xl:flex @max-2xl:min-h-10 @max-2xl:items-center @max-2xl:justify-between @max-2xl:gap-4 @max-2xl:px-0 @max-2xl:py-1.5',
    label:
      "@max-2xl:before:shrink-0 @max-2xl:before:text-stone-500 @max-2xl:before:content-[attr(data-label)_/_'']",
    value: '@max-2xl:text-right',
    hidden: '@max-2xl:hidden',
  },
  '56rem': {
    box: '@max-4xl:overflow-visible @max-4xl:rounded-none @max-4xl:border-0 @max-4xl:bg-transparent',
    table: '@max-4xl:block',
    head: '@max-4xl:sr-only',
    body: '@max-4xl:flex @max-4xl:flex-col @max-4xl:gap-3',
    row: '@max-4xl:flex @max-4xl:flex-col @max-4xl:rounded-lg @max-4xl:border @max-4xl:border-stone-200 @max-4xl:bg-white @max-4xl:px-4 @max-4xl:py-2',
    cell: '@max-4xl:flex @max-4xl:min-h-10 @max-4xl:items-center @max-4xl:justify-between @max-4xl:gap-4 @max-4xl:px-0 @max-4xl:py-1.5',
    label:
      "@max-4xl:before:shrink-0 @max-4xl:before:text-stone-500 @max-4xl:before:content-[attr(data-label)_/_'']",
    value: '@max-4xl:text-right',
    hidden: '@max-4xl:hidden',
  },
};

/**
 * A real <table> for wide screens and screen readers that turns into a list of cards when its box
 * is narrow (docs/product/screens.md). Pages describe their columns once; the heading doubles as
 * each value's label on a phone.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  stackBelow = '42rem',
  className = 'mt-6',
}: {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's accessible name, when the heading above it does not say what it lists. */
  label?: string;
  stackBelow?: StackBelow;
  /** Classes of the outer box (its margins). */
  className?: string;
}) {
  const stacked = STACKED[stackBelow];
  return (
    <div className={`@container ${className}`}>
      {/* A wide table scrolls sideways in its box: the box takes focus, so arrow keys scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <div tabIndex={0} className={`${TABLE.box} ${stacked.box}`}>
        <table role="table" aria-label={label} className={`${TABLE.table} ${stacked.table}`}>
          <thead role="rowgroup" className={`${TABLE.head} ${stacked.head}`}>
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  role="columnheader"
                  className="px-4 py-3 font-medium whitespace-nowrap"
                >
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={stacked.body}>
            {rows.map((row, index) => (
              <tr key={rowKey(row)} role="row" className={`${TABLE.row} ${stacked.row}`}>
                {columns.map((column) => (
                  <Cell key={column.header} column={column} stacked={stacked}>
                    {column.cell(row, index)}
                  </Cell>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Cell<Row>({
  column,
  stacked,
  children,
}: {
  column: TableColumn<Row>;
  stacked: (typeof STACKED)[StackBelow];
  children: ReactNode;
}) {
  const labelled = !column.headerHidden && !column.unlabelled;
  const props = {
    'data-label': labelled ? column.header : undefined,
    className: [
      TABLE.cell,
      stacked.cell,
      labelled ? stacked.label : '',
      column.stackedHidden ? stacked.hidden : '',
    ].join(' '),
    children: <div className={`${TABLE.value} ${stacked.value} ${column.className ?? ''}`}>{children}</div>,
  };
  return column.rowHeader ? <th scope="row" role="rowheader" {...props} /> : <td role="cell" {...props} />;
}
