import type { CartState } from '../stores/cart';
import type { SessionState } from '../stores/session';
import type { ApiCacheState } from './api';

/** The part of the store a server-rendered page was drawn from (entry-server.tsx). */
export interface ServerState {
  api: ApiCacheState;
  cart: CartState;
  session: SessionState;
}
