import type { UserStats } from '@shop/shared/stats-schemas';
import { api } from '@/lib/api';

const userStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The session's own figures. The argument is the user's id, for the cache key only: one
     * user's figures are never shown to the next. The address carries no email, so none
     * reaches request logs (docs/product/api.md).
     */
    getUserStats: build.query<UserStats, string>({
      query: () => '/stats/user-stats/me',
      // New orders and reviews change these; the dashboard asks again on every visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUserStatsQuery } = userStatsApi;
