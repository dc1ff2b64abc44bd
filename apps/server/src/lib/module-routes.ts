import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** One plugin of a module's routes, and the path prefix it answers under. */
export interface RoutePlugin {
  plugin: FastifyPluginAsync | FastifyPluginAsyncZod;
  prefix?: string;
}

/**
 * What a module serves, by who may ask: anyone (`open`), a logged-in shopper (`account`) or an
 * admin (`admin`). Each module says this once, in its `*.module.ts`; app.ts registers the account
 * and admin lists inside their guarded scopes, so a module cannot put a route in front of the
 * wrong guard or forget one (docs/decisions/029).
 */
export interface ModuleRoutes {
  open?: readonly RoutePlugin[];
  account?: readonly RoutePlugin[];
  admin?: readonly RoutePlugin[];
}
