import { SERVER_STATE_ELEMENT_ID } from '@shop/shared/client-routes';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { apiHydrated } from '../lib/api';
import type { ServerState } from '../lib/server-state';
import { App } from './app';
import { serverRenderedPage } from './router';
import { createStore } from './store';

// The app itself, loaded by main.tsx: it hydrates a page the server rendered, or draws one.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const stateElement = document.getElementById(SERVER_STATE_ELEMENT_ID);

if (stateElement && root.firstElementChild) {
  // The server rendered this page (docs/decisions/025): start from the catalog answers it used,
  // so hydrating asks for nothing again. While hydrating, the tree sees the store as the server
  // had it (no stored cart, no user yet); the stored cart and user hint show right after.
  const server = JSON.parse(stateElement.textContent ?? '{}') as ServerState;
  const store = createStore();
  store.dispatch(apiHydrated(server.api));
  const serverState = { ...store.getState(), cart: server.cart, session: server.session };
  // Not a top-level await: the page's chunk imports from this one, and waiting on it here
  // would make the bundler split this chunk into many small files to avoid the cycle.
  const page = serverRenderedPage(window.location.pathname)?.page;
  // Should the chunk fail to load, hydration goes ahead and the page loads it as on any visit.
  void (page ? page.preload().catch(() => undefined) : Promise.resolve()).then(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} serverState={serverState} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
