import { errorResponses } from '@shop/shared/api-schemas';
import {
  catalogProductSchema,
  categoriesResponseSchema,
  type ProductListQuery,
  productListQuerySchema,
  productListResponseSchema,
} from '@shop/shared/catalog/catalog-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import {
  type CachedResponse,
  canonicalKey,
  JsonText,
  type ResponseCache,
  sendCachedResponse,
} from '../../../lib/stores/response-cache';
import { categoryBook, colorBook } from '../catalog-books';
import { productCacheTags, productListCacheKey } from '../catalog-cache.service';
import type { CatalogMemo } from '../catalog-memo';
import type { CatalogVersion } from '../catalog-version';
import { getProductJson, listCategories, listProductsJson, resolveListingQuery } from './catalog.service';

/**
 * Browsers and CDNs keep a catalog answer but ask again before each use (a 304 when its ETag
 * still holds): stock and "Only N left" are never older than the server's own few seconds, and a
 * product just sold out is never offered from a browser's copy (docs/decisions/028).
 */
const CACHE_CONTROL = 'public, no-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

// A page of 100 products is ~200 KB of JSON and ~35 KB compressed: worth it on a phone.
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  reply.header('cache-control', CACHE_CONTROL);
  return sendCachedResponse(request, reply, cached, JSON_TYPE);
}

/** An answer for one admin's eyes: no browser or CDN keeps it (a draft must not leak to shoppers). */
function sendPrivate(reply: FastifyReply, json: string) {
  return reply.header('cache-control', 'private, no-store').type(JSON_TYPE).send(json);
}

/**
 * The listings many shoppers ask for alike: first pages of the home page, the shop, categories,
 * filters and searches (a few words make most searches). Deeper pages, typed price bounds and
 * per-visit seeds rarely repeat, so they are answered fresh (docs/decisions/022). A search asked
 * once is kept on probation, where a flood of them pushes out only each other (docs/decisions/037).
 */
function repeats(query: ProductListQuery): boolean {
  return (
    query.page === 1 &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.seed === undefined
  );
}

/** The public storefront catalog (docs/product/api.md, Catalog). */
export interface CatalogRouteDeps {
  db: Db;
  /** Whole answers kept for a while (CATALOG_CACHE_SECONDS). */
  cache: ResponseCache;
  /** Totals and corrected searches, kept longer than the answers. */
  memo: CatalogMemo;
  /** Which catalog the kept answers belong to, shared by every instance. */
  version: CatalogVersion;
}

export const catalogRoutes =
  ({ db, cache, memo, version }: CatalogRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Another instance's write shows on this one's very next read (docs/decisions/023).
    app.addHook('preHandler', () => version.check());
    app.get(
      '/products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'List products with filters, search, sort and paging',
          querystring: productListQuerySchema,
          response: { 200: productListResponseSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        // The parsed query, not the URL: junk parameters and their order must not make new entries.
        // Without a seed the service picks the day's, so such requests share an entry as they should.
        const key = productListCacheKey(request.query);
        const { category, size, color } = request.query;
        const query =
          category || size || color
            ? resolveListingQuery(
                await categoryBook(db, memo),
                color ? await colorBook(db, memo) : null,
                request.query,
              )
            : request.query;
        const answer = () => listProductsJson(db, query, memo).then((json) => new JsonText(json));
        return sendCached(request, reply, await cache.get(key, answer, { keep: repeats(request.query) }));
      },
    );

    app.get(
      '/products/:handle',
      {
        schema: {
          tags: ['catalog'],
          summary:
            'One active product by its handle or id; with preview=true an admin gets a draft or archived one too',
          params: z.object({ handle: z.string().min(1).max(200) }),
          querystring: z.object({ preview: z.enum(['true', 'false']).optional() }),
          response: { 200: catalogProductSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { handle } = request.params;
        if (request.query.preview === 'true') {
          // The answer then depends on who asks; for anyone but an admin it is the shoppers' one.
          reply.header('vary', 'cookie, authorization');
          const user = await request.currentUser();
          if (user?.role === 'admin') {
            // An owner's look at a hidden product: never kept, nor taken from what shoppers were given.
            const json = await getProductJson(db, handle, { anyStatus: true });
            if (json === null) throw new DomainError(404, 'Product not found');
            return sendPrivate(reply, json);
          }
        }
        const cached = await cache.get(
          canonicalKey('product', { handle }),
          async () => {
            const json = await getProductJson(db, handle);
            // Not kept (failures never are): anyone can make up as many unknown handles as they like.
            if (json === null) throw new DomainError(404, 'Product not found');
            return new JsonText(json);
          },
          // A sale or a hold of this product forgets this answer alone (docs/decisions/028).
          { tags: productCacheTags(handle) },
        );
        return sendCached(request, reply, cached);
      },
    );

    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Categories that have products',
          response: { 200: categoriesResponseSchema },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, await cache.get(canonicalKey('categories'), () => listCategories(db))),
    );
  };
