import type { Db } from '../../db/client';
import type { ModuleRoutes } from '../../lib/module-routes';
import { devMailboxRoutes, mailStopRoutes } from './mail.routes';

/**
 * The development mailbox reads the outbox, where reset links sit: only served when the app says
 * so (never in production, nor in a shop published under a real address).
 */
export function mailModule(deps: { db: Db; devMailbox: boolean; linkKey: Buffer }): ModuleRoutes {
  return {
    open: [
      { plugin: mailStopRoutes(deps) },
      ...(deps.devMailbox ? [{ plugin: devMailboxRoutes(deps) }] : []),
    ],
  };
}
