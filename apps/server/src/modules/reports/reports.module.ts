import type { ModuleRoutes } from '../../lib/module-routes';
import { reportsAdminRoutes } from './reports.admin-routes';

export function reportsModule(deps: Parameters<typeof reportsAdminRoutes>[0]): ModuleRoutes {
  return { admin: [{ plugin: reportsAdminRoutes(deps), prefix: '/api/reports' }] };
}
