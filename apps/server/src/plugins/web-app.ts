import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type PageHead, renderPageHead } from '../modules/seo/page-head';

/** Describes a client route for crawlers: its status and head, or null for the shop's own. */
export type DescribePage = (
  pathname: string,
  request: FastifyRequest,
) => Promise<{ status: number; head: PageHead } | null>;

const API_PREFIXES = ['/api/', '/media/', '/healthz', '/readyz', '/uploads/'];

/**
 * Serves the built web app from the same port as the API. Hashed assets never change, so
 * browsers may keep them for a year; index.html must be revalidated so a deploy shows at once.
 * Any other GET that wants HTML is a client-side route and gets index.html (SPA fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  describePage: DescribePage = async () => null,
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix) &&
      !path.extname(url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && indexHtml) {
      // Products and categories get their own title, description and preview tags in the HTML
      // itself, and an unknown one a 404, so crawlers and link previews need no JavaScript.
      const page = await describePage(url, request);
      return reply
        .status(page?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page ? renderPageHead(indexHtml, page.head) : indexHtml);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
  });
}
