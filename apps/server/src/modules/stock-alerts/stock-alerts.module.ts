import type { ModuleRoutes } from '../../lib/module-routes';
import { stockAlertsAdminRoutes } from './stock-alerts.admin-routes';
import { stockAlertsRoutes } from './stock-alerts.routes';
import type { StockAlertsDeps } from './stock-alerts.service';

export function stockAlertsModule(deps: StockAlertsDeps): ModuleRoutes {
  return {
    open: [{ plugin: stockAlertsRoutes(deps), prefix: '/api' }],
    admin: [{ plugin: stockAlertsAdminRoutes(deps), prefix: '/api' }],
  };
}
