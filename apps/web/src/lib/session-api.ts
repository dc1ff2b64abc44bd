import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@shop/shared/people/users';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { type SessionState, selectSessionKnown, setUser } from '../stores/session';
import { api } from './api';

/**
 * Who is logged in: /me, asked once at start-up by the app shell. It lives here rather than in
 * features/auth so shared code never imports a feature; the forms' calls (login, register,
 * password reset) stay in features/auth, and logout is in lib/logout.ts, which only the
 * lazily loaded menus and the dashboard need.
 */
const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<{ user: PublicUser | null }, void>({
      query: () => '/auth/me',
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        let user: PublicUser | null;
        try {
          user = (await queryFulfilled).data.user;
        } catch {
          // /me answers guests with null, never 401; an outage is treated as a guest visit so
          // guards do not wait forever. Logging in again works once the server is back.
          user = null;
        }
        // A login (or logout) that finished while /me was on its way is newer news: keep it.
        if (!selectSessionKnown(getState() as unknown as { session: SessionState })) dispatch(setUser(user));
      },
    }),
  }),
});

/** Asks the server once whose session the cookie holds. */
export function useRestoreSession() {
  // Typed here rather than with app/store's AppDispatch: lib/ must not import the app layer.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  useEffect(() => {
    // Not subscribed: /me is asked once per visit, and a second mount (StrictMode) joins the
    // request already running rather than sending another.
    dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
  }, [dispatch]);
}
