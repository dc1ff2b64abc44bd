import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersSettings {
  /** The shop's public address (PUBLIC_URL): https there turns on HSTS and upgrades requests. */
  publicUrl?: string;
  /** Where browsers read uploaded images when the shop does not serve them (S3_PUBLIC_URL or the bucket). */
  uploadsPublicUrl?: string;
  /** Where the Swagger UI lives; it gets a policy of its own. */
  apiDocsPrefix: string;
}

type Directives = Record<string, string[]>;

/**
 * What the storefront really loads: its own module scripts, stylesheets and API, images from
 * itself (the drawn /media pictures, local uploads), data: and blob: (the profile editor
 * previews a chosen picture as a data URL) and the upload storage when that is elsewhere.
 * React's style props go through the CSSOM, which style-src does not govern, so no inline
 * styles need allowing.
 */
function storefrontDirectives(settings: Omit<SecurityHeadersSettings, 'apiDocsPrefix'>): Directives {
  const https = settings.publicUrl?.startsWith('https://') ?? false;
  const uploads = settings.uploadsPublicUrl ? [new URL(settings.uploadsPublicUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...uploads],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * What helmet sets on the storefront's answers: the hook registered below and the answers no
 * hook reaches (securityHeadersSetter) both take their headers from here.
 */
function helmetOptions(settings: Omit<SecurityHeadersSettings, 'apiDocsPrefix'>) {
  const https = settings.publicUrl?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: { useDefaults: false, directives: storefrontDirectives(settings) },
    // Behind a TLS-terminating proxy the request itself arrives over http, so PUBLIC_URL is what
    // says whether shoppers use https. Only this host is vouched for: a shop on an apex domain
    // must not force every other subdomain onto https for a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    // Other sites get only our origin, so a reset link's token never leaves the shop. Not
    // helmet's no-referrer: under it a plain HTML form POST carries `Origin: null` (Fetch
    // standard), which the cross-site check in plugins/auth.ts would refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } satisfies HelmetOptions;
}

/**
 * Sets the storefront's security headers on an answer Fastify makes before any hook runs (a
 * malformed or over-long address, see frameworkErrorHandler in plugins/errors.ts): the same
 * helmet, with the same options, as the hook registerSecurityHeaders adds for every other answer.
 */
export function securityHeadersSetter(
  settings: Omit<SecurityHeadersSettings, 'apiDocsPrefix'>,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const setHeaders = helmet(helmetOptions(settings));
  return (request, reply) =>
    setHeaders(request.raw, reply.raw, (error) => {
      if (error) throw error;
    });
}

/**
 * Security headers on every answer, pages, API JSON, files and 404s alike, through helmet
 * (docs/decisions/016); the Swagger UI's routes get a looser policy of their own. Registered on
 * the root instance before any route, so every answer passes the hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeadersSettings): void {
  const options = helmetOptions(settings);
  // Swagger UI styles its own elements with inline <style> and draws icons as data: URLs.
  const apiDocs: Directives = {
    ...options.contentSecurityPolicy.directives,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
  };
  const { apiDocsPrefix } = settings;
  const isApiDocs = (url: string | undefined) =>
    url !== undefined && (url === apiDocsPrefix || url.startsWith(`${apiDocsPrefix}/`));

  // Each policy made once: @fastify/helmet's hook built a new helmet, parsing its directives, for
  // every request (a measurable share of what a busy listing allocates, docs/benchmarks.md).
  const storefrontHeaders = helmet(options);
  const apiDocsHeaders = helmet({
    ...options,
    contentSecurityPolicy: { useDefaults: false, directives: apiDocs },
  });
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = isApiDocs(request.routeOptions.url) ? apiDocsHeaders : storefrontHeaders;
    setHeaders(request.raw, reply.raw, (error) => done(error ? (error as Error) : undefined));
  });

  // A few answers set a stricter policy of their own (the dev mailbox, the drawn /media SVGs);
  // they may narrow what loads, but no page of ours is ever to be framed.
  app.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !/(^|;)\s*frame-ancestors\s/.test(policy)) {
      reply.header('content-security-policy', `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`);
    }
    return payload;
  });
}
