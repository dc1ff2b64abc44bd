import type { FastifyInstance, HTTPMethods } from 'fastify';
import { requireAdmin } from './guards';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind the admin guard, as registered: what the admin-routes test walks. */
    adminRoutes: readonly { method: HTTPMethods; url: string }[];
  }
}

/**
 * Registers the admin plugins (*.admin-routes.ts) in one scope that checks for an admin before
 * anything else happens, the body is not even read for a guest. A new admin domain registers
 * here and cannot forget the guard; the test in admin-scope.api.test.ts finds its routes too.
 */
export async function registerAdminScope(
  app: FastifyInstance,
  registerPlugins: (admin: FastifyInstance) => Promise<void>,
): Promise<void> {
  const routes: { method: HTTPMethods; url: string }[] = [];
  app.decorate('adminRoutes', routes);
  await app.register(async (admin) => {
    admin.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    admin.addHook('onRequest', requireAdmin);
    await registerPlugins(admin);
  });
}
