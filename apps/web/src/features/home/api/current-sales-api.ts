import type { CurrentSales } from '@shop/shared/promotions/promotions-schemas';
import { api } from '@/lib/api';

// With the catalog's tag, so the home can ask for fresh product prices when a sale starts or
// ends. Exported for the hydration test, which fills a store as the server does.
export const currentSalesApi = api.enhanceEndpoints({ addTagTypes: ['Catalog'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The sale on now and the next to start, with the server's clock (GET /api/sales/current). */
    getCurrentSales: build.query<CurrentSales, void>({
      // Never from the browser's HTTP cache: the answer's `now` sets the countdown's clock.
      query: () => ({ url: '/sales/current', cache: 'no-store' }),
    }),
  }),
});

export const { useGetCurrentSalesQuery } = currentSalesApi;

/** The product lists and pages on screen ask again: a sale that started or ended changed prices. */
export const catalogPricesChanged = () => currentSalesApi.util.invalidateTags(['Catalog']);
