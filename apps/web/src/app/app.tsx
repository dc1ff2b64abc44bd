import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AppRoutes } from './router';
import { type AppStore, createStore, type RootState } from './store';

/** In the browser the routes follow the address bar. */
const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * The whole app. `router` puts the routes under a router: the address bar's in the browser, the
 * one address asked for on the server (entry-server.tsx, so its router stays out of the browser's
 * code). `serverState` is the store as the server rendered the page: hydration draws from it, so
 * the markup matches, then the store's own state takes over.
 */
export function App({
  store = createStore(),
  serverState,
  router = browserRouter,
}: {
  store?: AppStore;
  serverState?: RootState;
  router?: (routes: ReactNode) => ReactNode;
}) {
  // A server-rendered page is on screen before its code runs, marked as not answering yet
  // (plugins/web-app/web-app.ts); from here on it answers to clicks and typing.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('aria-disabled');
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <Provider store={store} serverState={serverState}>
      {router(<AppRoutes />)}
      {/* Outside the routes, so a message survives the navigation that often follows it. */}
      <Toaster />
    </Provider>
  );
}
