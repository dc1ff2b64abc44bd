import type { ModuleRoutes } from '../../lib/module-routes';
import { taxAdminRoutes } from './taxes.admin-routes';
import { taxRoutes } from './taxes.routes';

export function taxesModule(deps: Parameters<typeof taxAdminRoutes>[0]): ModuleRoutes {
  return {
    open: [{ plugin: taxRoutes(deps), prefix: '/api/taxes' }],
    admin: [{ plugin: taxAdminRoutes(deps), prefix: '/api/taxes' }],
  };
}
