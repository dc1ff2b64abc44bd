import type { TaxReport, TaxReportQuery } from '@shop/shared/stats-tax-schemas';
import { api } from '@/lib/api';

/** The address of the report's months: the last twelve when none are given. */
export function taxReportSearch({ from, to }: TaxReportQuery): string {
  const search = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  return search ? `?${search}` : '';
}

/** The tax report (docs/product/api.md, Statistics: tax report), by month and rate. */
const taxReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaxReport: build.query<TaxReport, TaxReportQuery>({
      query: (period) => `/stats/taxes${taxReportSearch(period)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetTaxReportQuery } = taxReportApi;
