import type { ModuleRoutes } from '../../lib/module-routes';
import { contactAdminRoutes } from './contact.admin-routes';
import { contactRoutes } from './contact.routes';

export function contactModule(deps: Parameters<typeof contactRoutes>[0]): ModuleRoutes {
  return {
    open: [{ plugin: contactRoutes(deps), prefix: '/api' }],
    admin: [{ plugin: contactAdminRoutes(deps), prefix: '/api' }],
  };
}
