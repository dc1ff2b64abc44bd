import type { CombinedState } from '@reduxjs/toolkit/query';
import type { CartState } from '../stores/cart';
import type { SessionState } from '../stores/session';

/** The part of the store a server-rendered page was drawn from (entry-server.tsx). */
export interface ServerState {
  api: CombinedState<Record<string, never>, string, 'api'>;
  cart: CartState;
  session: SessionState;
}
