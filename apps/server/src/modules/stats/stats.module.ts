import type { ModuleRoutes } from '../../lib/module-routes';
import { statsAccountRoutes } from './stats.account-routes';
import { statsAdminRoutes } from './stats.admin-routes';
import { taxReportAdminRoutes } from './tax-report.admin-routes';

export function statsModule(deps: Parameters<typeof statsAdminRoutes>[0]): ModuleRoutes {
  return {
    account: [{ plugin: statsAccountRoutes(deps), prefix: '/api/stats' }],
    admin: [
      { plugin: statsAdminRoutes(deps), prefix: '/api/stats' },
      { plugin: taxReportAdminRoutes(deps), prefix: '/api/stats' },
    ],
  };
}
