import { formatAmount } from '@shop/shared/money';
import { RETURN_REASON_LABELS, type ReturnReason } from '@shop/shared/orders/returns';
import type {
  DiscountReport,
  ProductReport,
  ReportGroup,
  ReportPeriod,
  SalesReport,
  StockReport,
} from '@shop/shared/reports/reports-schemas';
import { csvCell, csvLine } from '../catalog';
import { returnRateBasisPoints } from './product-report.service';

// The reports as CSV (docs/product/api.md, Reports): a header, then every row. Text cells are
// written as the product export writes them (quoted when they must be, one starting like a formula
// put behind a ' so a spreadsheet shows it, never runs it); figures are plain numbers a spreadsheet
// can sum, amounts in dollars with two decimals, a negative one too. Records go out a page at a time.

/** Records sent in one piece of the stream. */
const PAGE = 500;

const text = csvCell;
const record = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
const dollars = (cents: number) => formatAmount(cents);

/** Its records, a page of them at a time. */
function* pages<T>(header: readonly string[], rows: readonly T[], write: (row: T) => string) {
  yield csvLine(header);
  for (let i = 0; i < rows.length; i += PAGE)
    yield rows
      .slice(i, i + PAGE)
      .map(write)
      .join('');
}

/** What a download of this report is called: 'sales-2026-04-01-2026-04-30.csv'. */
export const csvFileName = (report: string, period: ReportPeriod) =>
  `${report}-${period.from}-${period.to}.csv`;

const BUCKET_COLUMN: Record<ReportGroup, string> = {
  day: 'Day',
  week: 'Week starting',
  month: 'Month starting',
};

export function salesCsv(report: SalesReport) {
  return pages(
    [
      BUCKET_COLUMN[report.group],
      'Orders',
      'Units',
      'Gross',
      'Discounts',
      'Delivery',
      'Tax',
      'Paid',
      'Refunds',
      'Net',
      'Average order',
    ],
    report.buckets,
    (bucket) =>
      record([
        text(bucket.start),
        String(bucket.orders),
        String(bucket.units),
        ...[
          bucket.grossCents,
          bucket.discountsCents,
          bucket.deliveryCents,
          bucket.taxCents,
          bucket.paidCents,
          bucket.refundsCents,
          bucket.netCents,
          bucket.averageOrderCents,
        ].map(dollars),
      ]),
  );
}

const DIMENSION_COLUMN = { product: 'Product', category: 'Category', color: 'Colour', size: 'Size' } as const;

/** 'Too small: 2; Damaged: 1'. */
const reasonsText = (reasons: ProductReport['rows'][number]['topReasons']) =>
  reasons
    .map(({ reason, units }) => `${RETURN_REASON_LABELS[reason as ReturnReason] ?? reason}: ${units}`)
    .join('; ');

export function productCsv(report: ProductReport) {
  const withHandle = report.by === 'product';
  return pages(
    [
      DIMENSION_COLUMN[report.by],
      ...(withHandle ? ['Handle'] : []),
      'Units sold',
      'Net sales',
      'Units returned',
      'Return rate (%)',
      'Top return reasons',
    ],
    report.rows,
    (row) =>
      record([
        text(row.label),
        ...(withHandle ? [text(row.handle ?? '')] : []),
        String(row.unitsSold),
        dollars(row.netSalesCents),
        String(row.unitsReturned),
        // Basis points are hundredths of a percent: 2500 is 25.00 %.
        formatAmount(returnRateBasisPoints(row.unitsReturned, row.unitsSold)),
        text(reasonsText(row.topReasons)),
      ]),
  );
}

export function discountCsv(report: DiscountReport) {
  return pages(['Kind', 'Name', 'Uses', 'Discount', 'Net sales'], report.rows, (row) =>
    record([
      row.kind === 'code' ? 'Code' : 'Sale',
      text(row.name),
      String(row.uses),
      dollars(row.discountCents),
      dollars(row.netSalesCents),
    ]),
  );
}

export function stockCsv(report: StockReport) {
  return pages(
    [
      'Product',
      'Handle',
      'Size',
      'Colour',
      'SKU',
      'On hand',
      'Held',
      'Sold in period',
      'Days of cover',
      'Waiting',
    ],
    report.rows,
    (row) =>
      record([
        text(row.title),
        text(row.handle),
        text(row.size),
        text(row.color),
        text(row.sku ?? ''),
        String(row.onHand),
        String(row.held),
        String(row.soldInPeriod),
        row.daysOfCover === null ? '' : row.daysOfCover.toFixed(1),
        String(row.waiting),
      ]),
  );
}
