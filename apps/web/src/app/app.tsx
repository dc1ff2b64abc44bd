import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AppRoutes } from './router';
import { type AppStore, createStore, type RootState } from './store';

/**
 * The whole app. In the browser it follows the address bar; on the server (entry-server.tsx) it
 * renders the one `location` asked for. `serverState` is the store as the server rendered the
 * page: hydration draws from it, so the markup matches, then the store's own state takes over.
 */
export function App({
  store = createStore(),
  serverState,
  location,
}: {
  store?: AppStore;
  serverState?: RootState;
  location?: string;
}) {
  // A server-rendered page is on screen before its code runs, marked as not answering yet
  // (plugins/web-app.ts); from here on it answers to clicks and typing.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('aria-disabled');
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <Provider store={store} serverState={serverState}>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      )}
      {/* Outside the routes, so a message survives the navigation that often follows it. */}
      <Toaster />
    </Provider>
  );
}
