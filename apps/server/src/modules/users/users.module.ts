import type { ModuleRoutes } from '../../lib/module-routes';
import { usersAccountRoutes } from './users.account-routes';
import { usersAdminRoutes } from './users.admin-routes';

export function usersModule(
  deps: Parameters<typeof usersAccountRoutes>[0] & Parameters<typeof usersAdminRoutes>[0],
): ModuleRoutes {
  return {
    account: [{ plugin: usersAccountRoutes(deps), prefix: '/api/auth' }],
    admin: [{ plugin: usersAdminRoutes(deps), prefix: '/api/auth' }],
  };
}
