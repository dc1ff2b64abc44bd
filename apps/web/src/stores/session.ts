import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@shop/shared/people/users';

/**
 * Who is logged in. The session itself is an httpOnly cookie the browser script never sees;
 * GET /api/auth/me at start-up says whose it is. Until that answer arrives `known` is false,
 * so guards wait instead of sending a logged-in shopper to /login.
 *
 * This lives in stores/, not in features/auth, because the nav bar, the guards and the
 * dashboard all read it: shared code must not import a feature's internals.
 */
export interface SessionState {
  user: PublicUser | null;
  known: boolean;
  /** Set when the server ended a session the page still showed (a 401 to a logged-in shopper). */
  ended?: boolean;
}

/** Only a hint for drawing the avatar on the first paint; /me replaces it. Never a token. */
export const USER_HINT_STORAGE_KEY = 'velora.user';

export function loadUserHint(storage: Pick<Storage, 'getItem'> | undefined): SessionState {
  try {
    const raw = storage?.getItem(USER_HINT_STORAGE_KEY);
    const user = raw ? (JSON.parse(raw) as PublicUser | null) : null;
    return {
      user: user && typeof user === 'object' && typeof user.id === 'string' ? user : null,
      known: false,
    };
  } catch {
    return { user: null, known: false };
  }
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: { user: null, known: false } as SessionState,
  reducers: {
    /** Restored, logged in, profile edited, or logged out (null): the server's word either way. */
    setUser(state, action: PayloadAction<PublicUser | null>) {
      state.user = action.payload;
      state.known = true;
      state.ended = undefined;
    },
    /** The server no longer knows this session (expired, reset, logged out elsewhere). */
    sessionEnded(state) {
      state.user = null;
      state.known = true;
      state.ended = true;
    },
  },
});

export const { setUser, sessionEnded } = sessionSlice.actions;
export const selectSessionEnded = (state: { session: SessionState }) => state.session.ended === true;
export const sessionReducer = sessionSlice.reducer;

export const selectUser = (state: { session: SessionState }) => state.session.user;
export const selectSessionKnown = (state: { session: SessionState }) => state.session.known;
