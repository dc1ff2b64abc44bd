import type { AdminStats } from '@shop/shared/stats-schemas';
import { api } from '@/lib/api';

/**
 * The admin dashboard's figures (docs/product/api.md, Statistics). Changes to products, orders
 * and users invalidate 'AdminStats' from their own slices, so the figures refetch after them.
 */
const adminStatsApi = api.enhanceEndpoints({ addTagTypes: ['AdminStats'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, number | undefined>({
      query: (year) => `/stats/admin-stats${year ? `?year=${year}` : ''}`,
      providesTags: ['AdminStats'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminStatsQuery } = adminStatsApi;
