import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { webDistDir } from './lib/server-root';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { demoMediaRoutes } from './modules/catalog/media.routes';
import { ResponseCache } from './modules/catalog/response-cache';
import { healthRoutes } from './modules/health/health.routes';
import { baseUrlOf, seoRoutes } from './modules/seo/seo.routes';
import { describePage } from './modules/seo/seo.service';
import { registerErrorHandler } from './plugins/errors';
import { registerWebApp } from './plugins/web-app';

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** How long catalog answers are reused in memory; 0 (the default, for tests) turns it off. */
  catalogCacheSeconds?: number;
  /** The address shoppers use (PUBLIC_URL), for absolute links in previews and sitemaps. */
  publicUrl?: string;
  /** Where the built web app lives; tests leave it out unless they test page serving. */
  webDist?: string | false;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed at compile time and checked by the tests against the shared schemas;
  // re-validating every product on every request would cost more than the query itself.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Velora shop API', version: '1.0.0', description: 'Storefront, account and admin API.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = options.database;
  await app.register(healthRoutes(() => options.database.ping()));
  const catalogCache = new ResponseCache((options.catalogCacheSeconds ?? 0) * 1000);
  await app.register(catalogRoutes(db, catalogCache), { prefix: '/api/shopify-products' });
  await app.register(demoMediaRoutes);

  const webDist = options.webDist === undefined ? webDistDir : options.webDist;
  await app.register(seoRoutes(db, options.publicUrl));
  await registerWebApp(app, webDist || null, (pathname, request) =>
    describePage(db, pathname, baseUrlOf(request, options.publicUrl)),
  );

  return app;
}
