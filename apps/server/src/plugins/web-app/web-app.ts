import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { COLORS, PRICE_RANGE_VALUES, SORTS } from '@shop/shared/catalog/catalog';
import { CATEGORY_HANDLE, SIZE_LABEL } from '@shop/shared/catalog/categories';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseUrlOf } from '../../lib/http/base-url';
import { type PageHead, renderPageHead } from '../../lib/http/page-head';
import {
  JsonText,
  pickEncoding,
  type ResponseCache,
  sendCachedResponse,
} from '../../lib/stores/response-cache';
import { productCacheTags } from '../../modules/catalog';
import { loadPageRenderer, type PageBody, type RenderPage } from './page-render';

/**
 * Describes a client route for crawlers: its status (404 for an address the web app has no page
 * for) and head, or null for the shop's own.
 */
export type DescribePage = (
  pathname: string,
  request: FastifyRequest,
) => Promise<{ status: number; head: PageHead } | null>;

const API_PREFIXES = ['/api/', '/media/', '/healthz', '/readyz', '/uploads/'];

/** How closely a media range names `type`: 2 exactly, 1 by its top-level wildcard, 0 by the any-type wildcard, -1 not at all. */
function specificity(range: string, type: string): number {
  if (range === type) return 2;
  if (range === '*/*') return 0;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1)) ? 1 : -1;
}

/** The q-value an Accept header gives `type` through the range that names it most closely. */
function acceptance(ranges: { range: string; q: number }[], type: string) {
  let best = { q: 0, specificity: -1 };
  for (const { range, q } of ranges) {
    const level = specificity(range, type);
    if (level > best.specificity) best = { q, specificity: level };
  }
  return best;
}

/**
 * Whether a request no route answered gets the page rather than the JSON 404. Browsers ask for
 * HTML; curl, uptime checks and many crawlers send no Accept header or accept anything, and
 * should see what a browser sees. Only a client that prefers JSON gets JSON: by a higher
 * q-value, or by naming it while HTML comes only through a wildcard, as API clients do.
 */
function prefersPage(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const ranges = accept.split(',').map((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    return { range, q: Number.isFinite(value) ? value : 0 };
  });
  const html = acceptance(ranges, 'text/html');
  const json = acceptance(ranges, 'application/json');
  if (html.q <= 0) return false;
  if (html.q !== json.q) return html.q > json.q;
  return html.specificity >= json.specificity;
}

const EMPTY_ROOT = '<div id="root"></div>';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const PAGE_TYPE = 'text/html; charset=utf-8';

/**
 * A page made for this request alone, compressed as the browser accepts (the same choice as for
 * kept answers). A home page carries its catalog answer (100 products, ~250 KB of JSON) and
 * arrives in ~35 KB; brotli's quality 4 takes a few milliseconds where its best would take a
 * hundred, and runs off the event loop.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type(PAGE_TYPE);
  const body = Buffer.from(html);
  const encoding = pickEncoding(request.headers['accept-encoding'], body.length);
  if (encoding === 'br') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return reply.header('content-encoding', 'br').send(await brotli(body, { params }));
  }
  if (encoding === 'gzip')
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(body, { level: 6 }));
  return reply.send(body);
}

/**
 * index.html with a rendered page's markup in #root, and its store and chunks after it. Until the
 * app has run, the page's buttons and fields do nothing: #root says so (`aria-disabled`, which
 * the app removes once it answers), so assistive technology and automated shoppers wait for it
 * rather than act on a control that is not listening yet. Links work all along.
 */
function withBody(html: string, body: PageBody): string {
  // A function, so $` or $& in a shopper's text (a review) is not expanded as a pattern.
  return html.replace(
    EMPTY_ROOT,
    () => `<div id="root" aria-disabled="true">${body.root}</div>${body.after}`,
  );
}

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/**
 * The address parameters a listing reads, each with the values that are worth keeping a page
 * for. Categories and sizes are the owner's: any value of their shape is kept, and one the shop
 * does not have is a page asked for once, which the cache's probation lets go first.
 */
const LISTING_PARAMS: Record<string, (value: string) => boolean> = {
  category: (value) => CATEGORY_HANDLE.test(value) && value.length <= 60,
  priceRange: oneOf(PRICE_RANGE_VALUES),
  color: oneOf(COLORS),
  size: (value) => SIZE_LABEL.test(value) && value.length <= 16,
  sort: oneOf(SORTS),
  onSale: oneOf(['true']),
  page: oneOf(['1']),
};

/**
 * The rendered-page cache's key for a request, and whether to keep its page: the pages many
 * shoppers open alike (home, first pages of listings with valid filters, products), not
 * searches or deeper pages, as the catalog's answers (docs/decisions/022). Unknown parameters
 * change nothing on the page and are left out. Parameters are put in order by name only: a
 * repeated one's values keep their order, as the page reads the first. The key starts with the
 * address the page's links name (baseUrlOf): PUBLIC_URL when set, so a made-up Host header
 * cannot fill the cache with copies of the same page.
 */
function pageCacheKey(
  request: FastifyRequest,
  pathname: string,
  publicUrl: string | undefined,
): { key: string; keep: boolean } {
  const query = new URLSearchParams(request.url.slice(pathname.length + 1));
  const known = [...query]
    .filter(([name]) => name in LISTING_PARAMS || name === 'q')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const keep =
    pathname !== '/search' && known.every(([name, value]) => LISTING_PARAMS[name]?.(value) === true);
  return { key: `${baseUrlOf(request, publicUrl)}${pathname}?${new URLSearchParams(known)}`, keep };
}

/**
 * A product page's tags (the handle or id in its address), so a sale or a hold of that product
 * forgets its kept pages alone (docs/decisions/028); other pages carry none.
 */
function pageTags(pathname: string): string[] {
  const handle = /^\/shop\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!handle) return [];
  try {
    return productCacheTags(decodeURIComponent(handle));
  } catch {
    return [];
  }
}

/** A page not to keep (anything but a 200: an unknown product, a render that failed). */
class UncachedPage {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {}
}

export interface WebAppOptions {
  describePage?: DescribePage;
  /** Where a page that moved (a renamed category's old address) is now; null when it did not. */
  movedPage?: (pathname: string) => Promise<string | null>;
  /** Replaces the built server entry (tests). */
  renderPage?: RenderPage;
  /** Rendered pages, kept as the catalog's answers are and forgotten with them. */
  pageCache?: ResponseCache;
  /** PUBLIC_URL: when set, pages are the same whatever Host a request names. */
  publicUrl?: string;
  /** Before a rendered page is read from the cache: forgets it if another instance changed the catalog. */
  checkCatalogVersion?: () => Promise<void>;
}

/**
 * Serves the built web app from the same port as the API. Hashed assets never change, so
 * browsers may keep them for a year; index.html must be revalidated so a deploy shows at once.
 * Any other GET or HEAD that does not prefer JSON gets index.html (SPA fallback): with 200 for
 * a client route, 404 for an address the web app has no page for (describePage says which).
 * Storefront pages arrive rendered with their content when the web app's server entry is built
 * (page-render.ts); `renderPage` replaces it in tests.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  {
    describePage = async () => null,
    movedPage,
    renderPage,
    pageCache,
    checkCatalogVersion,
    publicUrl,
  }: WebAppOptions = {},
): Promise<void> {
  const indexPath = distDir ? path.join(distDir, 'index.html') : null;
  const hasBuild = indexPath !== null && existsSync(indexPath);
  if (distDir && hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset; send those to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const indexHtml = indexPath && hasBuild ? await readFile(indexPath, 'utf8') : null;
  const render = renderPage ?? (distDir && hasBuild ? await loadPageRenderer(app, distDir) : null);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix) &&
      !path.extname(url) &&
      prefersPage(request.headers.accept);
    // A renamed category's old address: browsers and crawlers go on to the new one.
    const moved = wantsPage ? await movedPage?.(url) : null;
    if (moved) return reply.redirect(moved + request.url.slice(url.length), 301);
    if (wantsPage && indexHtml) {
      // Products and categories get their own title, description and preview tags in the HTML
      // itself, and an unknown one a 404, so crawlers and link previews need no JavaScript.
      // An admin's preview of a product shoppers cannot see (docs/decisions/034): the browser
      // asks for the product itself with the admin's session, so the page is the shop's plain
      // shell, answered to nobody else, never kept and never indexed.
      const previewing = new URLSearchParams(request.url.slice(url.length + 1)).get('preview') === 'true';
      const build = async () => {
        const page = previewing ? null : await describePage(url, request);
        let html = page ? renderPageHead(indexHtml, page.head) : indexHtml;
        let rendered = false;
        if (render) {
          try {
            const body = await render(request);
            if (body) html = withBody(html, body);
            rendered = body !== null;
          } catch (error) {
            // The browser can still draw the page itself from the empty shell.
            request.log.error(
              { err: error },
              'server rendering failed; sending the page to be drawn in the browser',
            );
          }
        }
        return { status: page?.status ?? 200, html, rendered };
      };
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (previewing) {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        const page = await build();
        return sendCompressed(request, reply.status(page.status), page.html);
      }
      if (!pageCache || !render) {
        const page = await build();
        return sendCompressed(request, reply.status(page.status), page.html);
      }
      await checkCatalogVersion?.();
      const { key, keep } = pageCacheKey(request, url, publicUrl);
      try {
        const cached = await pageCache.get(
          key,
          async () => {
            const page = await build();
            if (page.status !== 200 || !page.rendered) throw new UncachedPage(page.status, page.html);
            return new JsonText(page.html);
          },
          { keep, tags: pageTags(url) },
        );
        return sendCachedResponse(request, reply, cached, PAGE_TYPE);
      } catch (error) {
        if (!(error instanceof UncachedPage)) throw error;
        return sendCompressed(request, reply.status(error.status), error.html);
      }
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
  });
}
