import type {
  DiscountReport,
  ProductReport,
  ProductReportQuery,
  ReportPeriodQuery,
  SalesReport,
  SalesReportQuery,
  StockReport,
  StockReportQuery,
} from '@shop/shared/reports/reports-schemas';
import { queryString } from '@/features/admin/query-string';
import { api } from '@/lib/api';

/** The four reports, each a JSON route and a `.csv` of the same query (docs/product/api.md, Reports). */
type ReportName = 'sales' | 'products' | 'discounts' | 'stock';

/** A report's query as its address spells it, the keys always in the same order. */
function reportSearch(query: SalesReportQuery & ProductReportQuery): string {
  const search = queryString({
    from: query.from,
    to: query.to,
    testOrders: query.testOrders,
    group: query.group,
    by: query.by,
    limit: query.limit,
  });
  return search ? `?${search}` : '';
}

/** The CSV download of a report, for the same query as the one on screen (every row, not the first 50). */
export function reportCsvHref(name: ReportName, query: SalesReportQuery & ProductReportQuery): string {
  return `/api/reports/${name}.csv${reportSearch(query)}`;
}

// Figures change with every order, so a report is asked again on each visit rather than kept.
const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesReport: build.query<SalesReport, SalesReportQuery>({
      query: (query) => `/reports/sales${reportSearch(query)}`,
      keepUnusedDataFor: 0,
    }),
    getProductReport: build.query<ProductReport, ProductReportQuery>({
      query: (query) => `/reports/products${reportSearch(query)}`,
      keepUnusedDataFor: 0,
    }),
    getDiscountReport: build.query<DiscountReport, ReportPeriodQuery>({
      query: (query) => `/reports/discounts${reportSearch(query)}`,
      keepUnusedDataFor: 0,
    }),
    getStockReport: build.query<StockReport, StockReportQuery>({
      query: (query) => `/reports/stock${reportSearch(query)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetSalesReportQuery,
  useGetProductReportQuery,
  useGetDiscountReportQuery,
  useGetStockReportQuery,
} = reportsApi;
