import type { StockAlertsWaiting } from '@shop/shared/catalog/stock-alerts-schemas';
import { api } from '@/lib/api';

/**
 * How many shoppers wait on each size of the products Manage Products shows (docs/product/api.md,
 * Back-in-stock alerts). Asked again whenever the list is (a restock sends alerts and lowers it).
 */
const stockAlertsWaitingApi = api.enhanceEndpoints({ addTagTypes: ['AdminProducts'] }).injectEndpoints({
  endpoints: (build) => ({
    getStockAlertsWaiting: build.query<StockAlertsWaiting, string[]>({
      query: (productIds) =>
        `/stock-alerts/waiting?productIds=${productIds.map(encodeURIComponent).join(',')}`,
      providesTags: ['AdminProducts'],
    }),
  }),
});

export const { useGetStockAlertsWaitingQuery } = stockAlertsWaitingApi;
