import { PassThrough } from 'node:stream';
import type { Middleware } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { serverRenderedPage } from './app/router';
import { type AppStore, createStore } from './app/store';
import { type ApiTransport, api } from './lib/api';
import type { ServerState } from './lib/server-state';

/** What the page at an address was rendered from, for the browser to hydrate with. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The store the markup was rendered from (its API cache holds the catalog answers). */
  state: ServerState;
  /** The page's own module (src/…), when it is not part of the entry, for modulepreload. */
  module?: string;
}

/** The browser's app module (main.tsx loads it), for the server to tell which chunks a page adds. */
export const APP_MODULE = 'src/app/start.tsx';

/** Renders one pass of the app at `url` into a string, waiting for every lazy part. */
function renderOnce(store: AppStore, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => {
      html += chunk;
    });
    sink.on('end', () => resolve(html));
    const router = (routes: ReactNode) => <StaticRouter location={url}>{routes}</StaticRouter>;
    const stream = renderToPipeableStream(<App store={store} router={router} />, {
      // Every boundary inline: React would otherwise move a large one into a template and an
      // inline script to swap it in, which the shop's Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** Passes enough for a page whose second query needs the first's answer (a product, then its reviews). */
const MAX_PASSES = 4;

/**
 * What a query started during the last render gets while `quiet` is on: a subscription that asks
 * nothing. RTK Query asks again for a query that failed whenever a component subscribes, so a
 * page showing an error (an unknown product) would never settle otherwise.
 */
const quietSubscription = {
  unsubscribe() {},
  updateSubscriptionOptions() {},
  refetch() {},
};

/**
 * The storefront page at `url` rendered with its content, or null for an address the server
 * leaves to the browser (account, cart, checkout, dashboard). Queries start while components
 * render on the server (lib/api.ts), so each pass gathers what the next one shows, until a pass
 * changes nothing in the API cache: that pass is the page. A pass that only asked again for what
 * had failed is drawn once more without asking, showing the failure.
 */
export async function render(url: string, transport: ApiTransport): Promise<RenderedPage | null> {
  const pathname = url.split('?', 1)[0] ?? url;
  const page = serverRenderedPage(pathname);
  if (!page) return null;
  await page.page?.preload();
  let quiet = false;
  const stayQuiet: Middleware = () => (next) => (action) =>
    quiet && typeof action === 'function' ? quietSubscription : next(action);
  const store = createStore(null, { transport, before: [stayQuiet] });
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = store.getState().api.queries;
    html = await renderOnce(store, url);
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    const after = store.getState().api.queries;
    if (after === before) break;
    if (Object.keys(after).length === Object.keys(before).length) {
      quiet = true;
      html = await renderOnce(store, url);
      break;
    }
  }
  const { api: cache, cart, session } = store.getState();
  return { html, state: { api: cache as ServerState['api'], cart, session }, module: page.module };
}
