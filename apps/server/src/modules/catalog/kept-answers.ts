import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { canonicalKey, type ResponseCache, sendCachedResponse } from '../../lib/stores/response-cache';
import type { CatalogVersion } from './catalog-version';

/** What a public catalog read needs: the database, the kept answers and the catalog's version. */
export interface KeptAnswerDeps {
  db: Db;
  cache: ResponseCache;
  version: CatalogVersion;
}

/**
 * A public answer that only a catalog write changes (the categories, the colours): kept with the
 * catalog's other answers and forgotten with them; browsers ask again before each use.
 */
export async function sendKeptJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  name: string,
  produce: () => Promise<unknown>,
) {
  reply.header('cache-control', 'public, no-cache');
  const cached = await cache.get(canonicalKey(name), produce);
  return sendCachedResponse(request, reply, cached, 'application/json; charset=utf-8');
}
