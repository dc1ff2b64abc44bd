import { formatPrice } from '@shop/shared/money';
import { TAX_REPORT_MESSAGES, type TaxFigures, type TaxReportQuery } from '@shop/shared/stats-tax-schemas';
import { useId, useState } from 'react';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { apiErrorMessage } from '@/lib/api-error';
import { taxReportSearch, useGetTaxReportQuery } from '../api/tax-report-api';

const LOAD_FAILED = 'The tax report could not be loaded. Please try again.';
/** The months the pickers offer: this one and every month of the four years before. */
const YEARS_BACK = 4;

/** '2026-04' as people read it: 'April 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Every month from January four years back to this one, the newest first. */
function monthsToPick(now = new Date()): string[] {
  const months: string[] = [];
  for (let year = now.getUTCFullYear(); year >= now.getUTCFullYear() - YEARS_BACK; year -= 1)
    for (let month = 12; month >= 1; month -= 1) {
      if (year === now.getUTCFullYear() && month > now.getUTCMonth() + 1) continue;
      months.push(`${year}-${String(month).padStart(2, '0')}`);
    }
  return months;
}

interface ReportLine {
  key: string;
  month: string;
  name: string;
  rate: string;
  figures: TaxFigures;
}

const amount = (header: string, pick: (figures: TaxFigures) => number): TableColumn<ReportLine> => ({
  header,
  cell: (line) => formatPrice(pick(line.figures)),
  className: 'tabular-nums whitespace-nowrap',
});

/** The report's columns; its last row is the totals. */
const COLUMNS: readonly TableColumn<ReportLine>[] = [
  { header: 'Month', cell: (line) => line.month, rowHeader: true, className: 'whitespace-nowrap' },
  { header: 'Tax', cell: (line) => line.name },
  { header: 'Rate', cell: (line) => line.rate, className: 'tabular-nums' },
  amount('Taxable', (f) => f.taxableCents),
  amount('Collected', (f) => f.collectedCents),
  amount('Refunded', (f) => f.refundedCents),
  amount('Net', (f) => f.netCents),
];

/**
 * 'Tax report' (docs/product/screens.md, Taxes): by month and rate what the shop collected in tax
 * and what refunds gave back, with the totals and the same figures as a CSV to download. It
 * counts test orders as the dashboard does, and says so.
 */
export function TaxReport() {
  const [period, setPeriod] = useState<TaxReportQuery>({});
  const { data, error, isError, isFetching } = useGetTaxReportQuery(period);
  const fromId = useId();
  const toId = useId();
  const from = period.from ?? data?.from;
  const to = period.to ?? data?.to;
  const months = monthsToPick();
  const options = (chosen: string | undefined, allowed: (month: string) => boolean) =>
    (chosen && !months.includes(chosen) ? [chosen, ...months] : months).map((month) => (
      <option key={month} value={month} disabled={!allowed(month)}>
        {monthLabel(month)}
      </option>
    ));
  const picker = 'mt-1 block rounded-md border border-stone-300 bg-white px-2 py-2 text-base';

  return (
    <section
      id="report"
      aria-labelledby="tax-report-heading"
      aria-busy={isFetching}
      className="mt-12 scroll-mt-20 border-t border-stone-200 pt-8"
    >
      <h2 id="tax-report-heading" className="font-serif text-xl text-stone-900">
        Tax report
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Tax by month and rate, as orders were charged: collected in the month an order was paid, refunded in
        the month the refund was made (UTC).
      </p>
      {from && to && (
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <label htmlFor={fromId} className="text-sm font-medium text-stone-800">
            From
            <select
              id={fromId}
              value={from}
              className={picker}
              onChange={(event) => setPeriod({ from: event.target.value, to })}
            >
              {options(from, (month) => month <= to)}
            </select>
          </label>
          <label htmlFor={toId} className="text-sm font-medium text-stone-800">
            To
            <select
              id={toId}
              value={to}
              className={picker}
              onChange={(event) => setPeriod({ from, to: event.target.value })}
            >
              {options(to, (month) => month >= from)}
            </select>
          </label>
          <a
            href={`/api/stats/taxes.csv${taxReportSearch({ from, to })}`}
            download
            className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
          >
            Download CSV
          </a>
        </div>
      )}
      {isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {apiErrorMessage(error) ?? LOAD_FAILED}
        </p>
      ) : !data ? (
        <p className="mt-4">Loading...</p>
      ) : data.rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">{TAX_REPORT_MESSAGES.empty}</p>
      ) : (
        <ResponsiveTable
          label="Tax by month and rate"
          className="mt-4"
          columns={COLUMNS}
          rows={[
            ...data.rows.map((row) => ({
              key: `${row.month}|${row.name}|${row.rate}`,
              month: monthLabel(row.month),
              name: row.name,
              rate: `${row.rate}%`,
              figures: row,
            })),
            { key: 'total', month: 'Total', name: 'All', rate: '—', figures: data.totals },
          ]}
          rowKey={(row) => row.key}
        />
      )}
      {data && (
        <p className="mt-3 text-xs text-stone-600">
          Paid orders and their refunds, pending ones included, failed ones not.{' '}
          {data.testCheckout
            ? 'Test checkout is on: test orders are counted, as on the dashboard.'
            : 'Test orders are not counted.'}
        </p>
      )}
    </section>
  );
}
