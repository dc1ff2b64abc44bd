import type { UserStats } from '@shop/shared/stats-schemas';
import { api } from '@/lib/api';

const userStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserStats: build.query<UserStats, string>({
      query: (email) => `/stats/user-stats/${encodeURIComponent(email)}`,
      // New orders and reviews change these; the dashboard asks again on every visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUserStatsQuery } = userStatsApi;
