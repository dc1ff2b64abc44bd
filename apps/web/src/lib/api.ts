import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { type SessionState, sessionEnded } from '../stores/session';

// Absolute, so the same code runs where relative request URLs are not allowed (Node, tests).
const fetchFromApi = fetchBaseQuery({
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  credentials: 'include',
});

/**
 * A 401 to a logged-in shopper means the server ended the session (expired, logged out
 * elsewhere, password reset): forget the user at once, so the nav stops pretending and a
 * guarded page sends them to log in again. A failed login is a 401 too, but nobody is logged
 * in then.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  store,
  extra,
) => {
  const result = await fetchFromApi(args, store, extra);
  if (result.error?.status === 401 && (store.getState() as { session?: SessionState }).session?.user) {
    store.dispatch(sessionEnded());
  }
  return result;
};

/**
 * The one RTK Query API of the app. Features add their endpoints with `injectEndpoints`, so
 * each feature keeps its calls beside its components while sharing one cache. Data stays
 * cached for 60 s after its last use (docs/product/rules.md).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
