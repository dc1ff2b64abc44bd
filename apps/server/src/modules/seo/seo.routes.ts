import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { baseUrlOf } from '../../lib/http/base-url';
import { countCatalog, listCategories, listProductUrls } from '../catalog';
import { renderRobots, renderSitemapIndex, renderUrlSet, SITEMAP_MAX_URLS } from './sitemap';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

/** sitemap.xml (an index of a pages file and product files of up to 50 000 URLs) and robots.txt. */
export const seoRoutes =
  ({ db, publicUrl }: { db: Db; publicUrl: string | undefined }): FastifyPluginAsync =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(renderRobots(baseUrlOf(request, publicUrl))),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const base = baseUrlOf(request, publicUrl);
      const files = Math.max(1, Math.ceil((await countCatalog(db)) / SITEMAP_MAX_URLS));
      const locations = [
        `${base}/sitemap-pages.xml`,
        ...Array.from({ length: files }, (_, i) => `${base}/sitemap-products-${i + 1}.xml`),
      ];
      return reply.type(XML).header('cache-control', CACHE).send(renderSitemapIndex(locations));
    });

    app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (request, reply) => {
      const base = baseUrlOf(request, publicUrl);
      const { categories } = await listCategories(db);
      const entries = [
        { loc: `${base}/` },
        { loc: `${base}/shop` },
        ...categories.map((name) => ({ loc: `${base}/categories/${encodeURIComponent(name)}` })),
        { loc: `${base}/contact` },
        { loc: `${base}/policies` },
      ];
      return reply.type(XML).header('cache-control', CACHE).send(renderUrlSet(entries));
    });

    app.get<{ Params: { n: string } }>(
      '/sitemap-products-:n.xml',
      { schema: { hide: true } },
      async (request, reply) => {
        const n = Number(request.params.n);
        if (!/^[1-9]\d{0,5}$/.test(request.params.n)) throw new DomainError(404, 'Sitemap not found');
        const rows = await listProductUrls(db, (n - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
        if (rows.length === 0 && n > 1) throw new DomainError(404, 'Sitemap not found');
        const base = baseUrlOf(request, publicUrl);
        const entries = rows.map((row) => ({
          loc: `${base}/shop/${encodeURIComponent(row.handle)}`,
          lastmod: row.updatedAt,
        }));
        return reply.type(XML).header('cache-control', CACHE).send(renderUrlSet(entries));
      },
    );
  };
