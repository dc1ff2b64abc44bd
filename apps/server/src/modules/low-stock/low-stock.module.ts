import type { ModuleRoutes } from '../../lib/module-routes';
import { lowStockAdminRoutes } from './low-stock.admin-routes';
import type { LowStockDeps } from './low-stock.service';

/** The owner's morning mail of what runs low: its settings; the round runs on the app's timer (app-jobs.ts). */
export function lowStockModule(deps: LowStockDeps): ModuleRoutes {
  return { admin: [{ plugin: lowStockAdminRoutes(deps), prefix: '/api/low-stock' }] };
}
