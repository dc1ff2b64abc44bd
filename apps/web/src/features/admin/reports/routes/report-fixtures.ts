import type {
  DiscountReport,
  ProductReport,
  ReportPeriod,
  SalesFigures,
  SalesReport,
  StockReport,
} from '@shop/shared/reports/reports-schemas';

/** The report's period as the server reads a query: its days and the same number just before. */
export function periodOf(request: Request): ReportPeriod {
  const params = new URL(request.url).searchParams;
  const from = params.get('from') ?? '2026-04-01';
  const to = params.get('to') ?? '2026-04-30';
  const day = (text: string) => Date.parse(`${text}T00:00:00Z`);
  const days = (day(to) - day(from)) / 86_400_000 + 1;
  const shift = (count: number) => new Date(day(from) + count * 86_400_000).toISOString().slice(0, 10);
  return {
    from,
    to,
    days,
    previousFrom: shift(-days),
    previousTo: shift(-1),
    testOrders: params.get('testOrders') === 'include',
  };
}

export function figures(orders: number, netCents: number, fields: Partial<SalesFigures> = {}): SalesFigures {
  return {
    orders,
    units: orders * 2,
    grossCents: netCents,
    discountsCents: 0,
    deliveryCents: 0,
    taxCents: 0,
    paidCents: netCents,
    refundsCents: 0,
    netCents,
    averageOrderCents: orders ? Math.round(netCents / orders) : 0,
    ...fields,
  };
}

/** Two days of sales, the second refunding more than it took, and the period before. */
export function salesReport(request: Request): SalesReport {
  const period = periodOf(request);
  const group = (new URL(request.url).searchParams.get('group') ?? 'day') as SalesReport['group'];
  return {
    period,
    group,
    buckets: [
      {
        start: period.from,
        ...figures(3, 37_000, { grossCents: 40_000, discountsCents: 4_000, deliveryCents: 1_000 }),
      },
      { start: period.to, ...figures(0, -2_000, { refundsCents: 2_000, paidCents: 0, grossCents: 0 }) },
    ],
    totals: figures(3, 35_000, {
      grossCents: 40_000,
      discountsCents: 4_000,
      deliveryCents: 1_000,
      refundsCents: 2_000,
      paidCents: 37_000,
      averageOrderCents: 12_333,
    }),
    previous: figures(4, 39_000, { averageOrderCents: 9_750 }),
  };
}

export const PRODUCT_ID = '5f0c1a2b-0000-4000-8000-000000000001';

export function productReport(request: Request): ProductReport {
  const by = (new URL(request.url).searchParams.get('by') ?? 'product') as ProductReport['by'];
  const rows: ProductReport['rows'] =
    by === 'color'
      ? [
          {
            key: 'black',
            label: 'black',
            handle: null,
            unitsSold: 5,
            netSalesCents: 25_000,
            unitsReturned: 0,
            returnRate: 0,
            topReasons: [],
          },
        ]
      : [
          {
            key: PRODUCT_ID,
            label: 'Linen Wrap Dress',
            handle: 'linen-wrap-dress',
            unitsSold: 8,
            netSalesCents: 32_000,
            unitsReturned: 2,
            returnRate: 0.25,
            topReasons: [
              { reason: 'too_small', units: 1 },
              { reason: 'damaged', units: 1 },
            ],
          },
        ];
  return {
    period: periodOf(request),
    by,
    rows,
    total: 51,
    totals: { unitsSold: 10, netSalesCents: 35_000, unitsReturned: 2 },
    previous: { unitsSold: 10, netSalesCents: 40_000, unitsReturned: 0 },
  };
}

export function discountReport(request: Request): DiscountReport {
  return {
    period: periodOf(request),
    rows: [
      { kind: 'code', name: 'SPRING10', uses: 2, discountCents: 4_000, netSalesCents: 30_000 },
      { kind: 'sale', name: 'Easter sale', uses: 1, discountCents: 1_500, netSalesCents: 6_000 },
    ],
    totals: { uses: 3, discountCents: 5_500, netSalesCents: 36_000 },
    previous: { uses: 3, discountCents: 1_500, netSalesCents: 30_000 },
  };
}

const variant = (id: string, fields: Partial<StockReport['rows'][number]>): StockReport['rows'][number] => ({
  variantId: `5f0c1a2b-0000-4000-8000-00000000010${id}`,
  productId: PRODUCT_ID,
  handle: 'linen-wrap-dress',
  title: 'Linen Wrap Dress',
  size: 'm',
  color: 'black',
  sku: null,
  onHand: 10,
  held: 0,
  soldInPeriod: 0,
  daysOfCover: null,
  waiting: 0,
  ...fields,
});

export function stockReport(request: Request): StockReport {
  return {
    period: periodOf(request),
    rows: [
      variant('1', {
        size: 's',
        sku: 'LWD-S-BLK',
        onHand: 4,
        held: 1,
        soldInPeriod: 6,
        daysOfCover: 15,
        waiting: 2,
      }),
      variant('2', { size: 'l', onHand: 7 }),
    ],
    total: 2,
    totals: { onHand: 11, held: 1, soldInPeriod: 6, waiting: 2 },
  };
}
