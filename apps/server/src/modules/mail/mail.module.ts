import type { Db } from '../../db/client';
import type { ModuleRoutes } from '../../lib/module-routes';
import { devMailboxRoutes } from './mail.routes';

/**
 * The development mailbox reads the outbox, where reset links sit: only served when the app says
 * so (never in production, nor in a shop published under a real address).
 */
export function mailModule(deps: { db: Db; devMailbox: boolean }): ModuleRoutes {
  return { open: deps.devMailbox ? [{ plugin: devMailboxRoutes(deps) }] : [] };
}
