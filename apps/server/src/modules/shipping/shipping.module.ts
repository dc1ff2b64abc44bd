import type { ModuleRoutes } from '../../lib/module-routes';
import { shippingAdminRoutes } from './shipping.admin-routes';
import { shippingRoutes } from './shipping.routes';

export function shippingModule(deps: Parameters<typeof shippingRoutes>[0]): ModuleRoutes {
  return {
    open: [{ plugin: shippingRoutes(deps), prefix: '/api/shipping' }],
    admin: [{ plugin: shippingAdminRoutes(deps), prefix: '/api/shipping' }],
  };
}
