import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  buildCreateApi,
  type CombinedState,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { type SessionState, sessionEnded } from '../stores/session';

/**
 * Where the API's answers come from when not from the browser's own origin: the server
 * rendering a page asks its own routes in-process (entry-server.tsx). Given to the store as the
 * thunk's extra argument, so each rendered request has its own.
 */
export interface ApiTransport {
  fetchFn: typeof fetch;
}

// Absolute, so the same code runs where relative request URLs are not allowed (Node, tests).
const fetchFromApi = fetchBaseQuery({
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  credentials: 'include',
});

const transports = new WeakMap<ApiTransport, typeof fetchFromApi>();
function fetcherFor(extra: unknown): typeof fetchFromApi {
  const transport = (extra as { api?: ApiTransport } | undefined)?.api;
  if (!transport) return fetchFromApi;
  let fetcher = transports.get(transport);
  if (!fetcher) {
    // The host is never contacted: the transport answers every request itself.
    fetcher = fetchBaseQuery({ baseUrl: 'http://shop.internal/api', fetchFn: transport.fetchFn });
    transports.set(transport, fetcher);
  }
  return fetcher;
}

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
  const result = await fetcherFor(store.extra)(args, store, extra);
  if (result.error?.status === 401 && (store.getState() as { session?: SessionState }).session?.user) {
    store.dispatch(sessionEnded());
  }
  return result;
};

/** The API slice of the store, as a server-rendered page carries it (lib/server-state.ts). */
export type ApiCacheState = CombinedState<Record<string, never>, string, 'api'>;

/** The cache the server rendered a page from, given to the browser's store before it hydrates. */
export const apiHydrated = createAction<ApiCacheState>('app/apiHydrated');

/**
 * On the server, a query starts while its component renders (there are no effects there), so a
 * render followed by waiting for the running queries gathers what the page needs
 * (entry-server.tsx). `import.meta.env.SSR` is false in the browser build, which keeps effects.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/**
 * The one RTK Query API of the app. Features add their endpoints with `injectEndpoints`, so
 * each feature keeps its calls beside its components while sharing one cache. Data stays
 * cached for 60 s after its last use (docs/product/rules.md).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 60,
  extractRehydrationInfo: (action) => (apiHydrated.match(action) ? action.payload : undefined),
  endpoints: () => ({}),
});
