import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app. Features add their endpoints with `injectEndpoints`, so
 * each feature keeps its calls beside its components while sharing one cache. Data stays
 * cached for 60 s after its last use (SPEC.md section 4).
 */
export const api = createApi({
  reducerPath: 'api',
  // Absolute, so the same code runs where relative request URLs are not allowed (Node, tests).
  baseQuery: fetchBaseQuery({ baseUrl: `${globalThis.location?.origin ?? ''}/api`, credentials: 'include' }),
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
