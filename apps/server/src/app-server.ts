import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppOptions } from './app-options';
import { RequestLineLogController } from './lib/logs/log-format';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/errors';
import { registerBodyLimitAnswers } from './plugins/requests/body-limit';
import { registerNulGuard } from './plugins/requests/nul-guard';
import { requestIdOptions, setRequestIdHeader } from './plugins/requests/request-id';
import {
  registerSecurityHeaders,
  type SecurityHeadersSettings,
  securityHeadersSetter,
} from './plugins/security-headers';

// The Fastify instance every answer goes through, before any route: its connection deadlines,
// who may say the client's address, validation and serialising, the error handler, the security
// headers and the API docs. buildApp (app.ts) adds the shop's plugins and routes to it.

/** Behind a load balancer an idle connection must outlive the balancer's own (often 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/**
 * Longer than a browser keeps a connection it opened ahead of need (Chromium drops an unused one
 * after 10 s): with the same deadline, the server's 408 can cross the browser's first request on
 * that connection, and the browser takes the 408 for that request's answer.
 */
const MAX_HEADERS_TIMEOUT_MS = 30_000;

const API_DOCS_PREFIX = '/api/docs';

/** The server with its connection settings and the answers every route shares, no route yet. */
export async function createServer(options: AppOptions) {
  const requestTimeout = options.requestTimeoutMs ?? 60_000;
  const headersTimeout = Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeout);
  const trustProxy = options.trustProxy ?? 'loopback';
  const securityHeaders: SecurityHeadersSettings = {
    publicUrl: options.publicUrl,
    uploadsPublicUrl: options.uploadsPublicUrl,
    apiDocsPrefix: API_DOCS_PREFIX,
  };
  const setSecurityHeaders = securityHeadersSetter(securityHeaders);
  const app = Fastify({
    ...requestIdOptions(trustProxy),
    // Fastify's own answers to a malformed or over-long address come before any hook: they get
    // the headers and request id here, and their words from the one error handler.
    frameworkErrors: frameworkErrorHandler((request, reply) => {
      setSecurityHeaders(request, reply);
      setRequestIdHeader(request, reply);
    }),
    // Every timeout of a connection is set here, none left to Node's defaults: the request as a
    // whole, its headers, an idle keep-alive, and a socket where nothing moves at all.
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: 2 * requestTimeout,
    http: {
      headersTimeout,
      // Node checks those deadlines this often (30 s by default, longer than the deadline).
      connectionsCheckingInterval: Math.max(100, Math.min(5000, headersTimeout / 4)),
    },
    logger: options.logger ?? false,
    logController: options.requestLog === 'line' ? new RequestLineLogController() : undefined,
    // Behind a proxy the client address comes from X-Forwarded-For, but only a proxy we trust
    // may say so; otherwise anyone could pick a new address per request and dodge rate limits.
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed at compile time and checked by the tests against the shared schemas;
  // re-validating every product on every request would cost more than the query itself.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  registerNulGuard(app);
  registerBodyLimitAnswers(app);
  // First, so every answer carries the headers, 404s and the routes registered below included.
  registerSecurityHeaders(app, securityHeaders);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Velora shop API', version: '1.0.0', description: 'Storefront, account and admin API.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });
  return app;
}
