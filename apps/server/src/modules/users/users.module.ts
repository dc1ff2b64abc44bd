import type { ModuleRoutes } from '../../lib/module-routes';
import { measurementsAccountRoutes } from './measurements/measurements.account-routes';
import { usersAccountRoutes } from './users.account-routes';
import { usersAdminRoutes } from './users.admin-routes';

export function usersModule(
  deps: Parameters<typeof usersAccountRoutes>[0] & Parameters<typeof usersAdminRoutes>[0],
): ModuleRoutes {
  return {
    account: [
      { plugin: usersAccountRoutes(deps), prefix: '/api/auth' },
      { plugin: measurementsAccountRoutes(deps), prefix: '/api/users' },
    ],
    admin: [{ plugin: usersAdminRoutes(deps), prefix: '/api/auth' }],
  };
}
