import type { FastifyInstance, HTTPMethods, onRequestAsyncHookHandler } from 'fastify';
import type { ModuleRoutes, RoutePlugin } from '../../lib/module-routes';
import { requireAdmin, requireUser } from './guards';

type ScopeRoutes = readonly { method: HTTPMethods; url: string }[];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind the admin guard, as registered: what the admin-scope test walks. */
    adminRoutes: ScopeRoutes;
    /** Every route behind the login guard, as registered: what the account-scope test walks. */
    accountRoutes: ScopeRoutes;
  }
}

/**
 * The one way a route gets a guard: its plugin is registered inside a scope whose hook checks the
 * caller before anything else happens (the body is not even read for a guest). A new domain
 * registers its plugins here and cannot forget the guard; the scope tests find its routes too.
 */
async function registerGuardedScope(
  app: FastifyInstance,
  name: 'adminRoutes' | 'accountRoutes',
  guard: onRequestAsyncHookHandler,
  registerPlugins: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  const routes: { method: HTTPMethods; url: string }[] = [];
  app.decorate(name, routes);
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    scope.addHook('onRequest', guard);
    // Every answer behind a guard is about one person or the back office: nothing keeps a copy.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await registerPlugins(scope);
  });
}

/** The admin plugins (*.admin-routes.ts): only an admin reaches them. */
export function registerAdminScope(
  app: FastifyInstance,
  registerPlugins: (admin: FastifyInstance) => Promise<void>,
): Promise<void> {
  return registerGuardedScope(app, 'adminRoutes', requireAdmin, registerPlugins);
}

/**
 * The shopper's own plugins (*.account-routes.ts): cart, checkout and orders, profile, reviews
 * written, uploads, own statistics. Only a logged-in user reaches them; each service still checks
 * that what is asked for is the caller's own (or that the caller is an admin).
 */
export function registerAccountScope(
  app: FastifyInstance,
  registerPlugins: (account: FastifyInstance) => Promise<void>,
): Promise<void> {
  return registerGuardedScope(app, 'accountRoutes', requireUser, registerPlugins);
}

/**
 * Every module's routes, as its `*.module.ts` lists them: the open ones as they are, the account
 * and admin ones inside their guarded scopes (one scope each, whatever the module).
 */
export async function registerModules(app: FastifyInstance, modules: readonly ModuleRoutes[]): Promise<void> {
  const register = async (scope: FastifyInstance, plugins: readonly RoutePlugin[] | undefined) => {
    for (const { plugin, prefix } of plugins ?? []) await scope.register(plugin, prefix ? { prefix } : {});
  };
  // An API answer is kept by no browser or proxy unless its route says how (the catalog's, a
  // product's reviews for a guest): the open routes answer carts, orders, sessions and live prices.
  await app.register(async (api) => {
    api.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
    for (const module of modules) await register(api, module.open);
  });
  await registerAccountScope(app, async (account) => {
    for (const module of modules) await register(account, module.account);
  });
  await registerAdminScope(app, async (admin) => {
    for (const module of modules) await register(admin, module.admin);
  });
}
