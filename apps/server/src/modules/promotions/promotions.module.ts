import type { ModuleRoutes } from '../../lib/module-routes';
import { discountsAdminRoutes } from './discounts/discounts.admin-routes';
import { discountsRoutes } from './discounts/discounts.routes';
import { salesAdminRoutes } from './sales/sales.admin-routes';
import { salesRoutes } from './sales/sales.routes';

export function promotionsModule(
  deps: Parameters<typeof salesAdminRoutes>[0] & Parameters<typeof discountsRoutes>[0],
): ModuleRoutes {
  return {
    open: [
      { plugin: salesRoutes(deps), prefix: '/api/sales' },
      { plugin: discountsRoutes(deps), prefix: '/api/discounts' },
    ],
    admin: [
      { plugin: salesAdminRoutes(deps), prefix: '/api/sales' },
      { plugin: discountsAdminRoutes(deps), prefix: '/api/discounts' },
    ],
  };
}
