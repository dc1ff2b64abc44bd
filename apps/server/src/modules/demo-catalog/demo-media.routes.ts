import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../lib/domain-error';
import { parseDemoImagePath, renderProductSvg } from './product-art';

const YEAR = 31_536_000;

/**
 * The demo catalog's pictures are drawn, not stored: each URL names what to draw, so the same
 * URL always yields the same bytes and can be cached for good. A few thousand combinations
 * exist, so keeping every drawing in memory is cheap.
 */
export const demoMediaRoutes: FastifyPluginAsync = async (app) => {
  const drawn = new Map<string, string>();

  app.get<{ Params: { '*': string } }>(
    '/media/demo/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'] ?? '';
      const art = parseDemoImagePath(key);
      if (!art) throw new DomainError(404, 'Image not found');
      let svg = drawn.get(key);
      if (svg === undefined) {
        svg = renderProductSvg(art);
        drawn.set(key, svg);
      }
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', `public, max-age=${YEAR}, immutable`)
          // An SVG opened on its own is a document; this keeps it from ever running anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(svg)
      );
    },
  );
};
