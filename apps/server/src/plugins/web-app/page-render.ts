import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_CHUNKS_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from '@shop/shared/client-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scriptJson } from '../../lib/http/page-head';
import { type Manifest, manifestClosure } from '../../lib/vite-manifest';

/** What the web app's server entry (apps/web/src/entry-server.tsx) gives for an address. */
interface RenderedPage {
  html: string;
  state: unknown;
  module?: string;
}

interface ServerEntry {
  render(url: string, transport: { fetchFn: typeof fetch }): Promise<RenderedPage | null>;
  /** The app's own module (src/…), which the browser's entry loads with the chunks it needs. */
  APP_MODULE: string;
}

/** A page's markup and data, ready to go into index.html. */
export interface PageBody {
  /** Goes inside <div id="root">. */
  root: string;
  /** Goes after it: the store the markup was rendered from, and the page's own chunks. */
  after: string;
}

export type RenderPage = (request: FastifyRequest) => Promise<PageBody | null>;

/**
 * Marks the server's own requests for a page's data. They run inside a page request that
 * already holds its turn in the request line, so they must not queue behind it (docs/decisions/
 * 025). A fresh secret per process: no client can claim it.
 */
export const RENDER_REQUEST_HEADER = 'x-velora-render';
export const renderRequestToken = randomUUID();

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Loads the web app's server entry (built by `npm run build -w @shop/web` into dist-server),
 * or returns null when it is not built: pages are then drawn in the browser alone.
 */
export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<RenderPage | null> {
  const entryPath = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  // What the entry and the app already load; a page lists only the chunks it adds, worked out
  // once per page module rather than per request.
  const loaded = new Set(manifestClosure(manifest, ['index.html', entry.APP_MODULE]));
  const pageChunks = new Map<string, string>();
  const chunksOf = (module: string) => {
    let listed = pageChunks.get(module);
    if (listed === undefined) {
      const added = manifestClosure(manifest, [module]).filter((file) => !loaded.has(file));
      listed = scriptJson(added.map((file) => `/${file}`));
      pageChunks.set(module, listed);
    }
    return listed;
  };

  return async (request) => {
    // The page's data comes from the shop's own routes, answered in-process as the shopper's
    // browser would have been answered (same address for per-address limits; no cookies: the
    // rendered page is the guest's, and the browser fills in its own session after).
    const fetchFn: typeof fetch = async (input, init) => {
      const asked = input instanceof Request ? input : new Request(input, init);
      const url = new URL(asked.url);
      const answer = await app.inject({
        method: asked.method as 'GET',
        url: url.pathname + url.search,
        headers: { accept: 'application/json', [RENDER_REQUEST_HEADER]: renderRequestToken },
        remoteAddress: request.ip,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers,
      });
    };
    const page = await entry.render(request.url, { fetchFn });
    if (!page) return null;
    // The browser's entry asks for these beside the app once the page is on screen (main.tsx).
    const chunks = page.module ? chunksOf(page.module) : '[]';
    return {
      root: page.html,
      after:
        `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${scriptJson(page.state)}</script>` +
        `<script id="${PAGE_CHUNKS_ELEMENT_ID}" type="application/json">${chunks}</script>`,
    };
  };
}
