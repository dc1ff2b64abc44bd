import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
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
    const stream = renderToPipeableStream(<App store={store} location={url} />, {
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
 * The storefront page at `url` rendered with its content, or null for an address the server
 * leaves to the browser (account, cart, checkout, dashboard). Queries start while components
 * render on the server (lib/api.ts), so each pass gathers what the next one shows; the last pass
 * started nothing new and is the page.
 */
export async function render(url: string, transport: ApiTransport): Promise<RenderedPage | null> {
  const pathname = url.split('?', 1)[0] ?? url;
  const page = serverRenderedPage(pathname);
  if (!page) return null;
  await page.page?.preload();
  const store = createStore(null, { transport });
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderOnce(store, url);
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }
  const { api: cache, cart, session } = store.getState();
  return { html, state: { api: cache as ServerState['api'], cart, session }, module: page.module };
}
