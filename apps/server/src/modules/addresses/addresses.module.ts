import type { ModuleRoutes } from '../../lib/module-routes';
import { addressesAccountRoutes } from './addresses.account-routes';

export function addressesModule(deps: Parameters<typeof addressesAccountRoutes>[0]): ModuleRoutes {
  return { account: [{ plugin: addressesAccountRoutes(deps), prefix: '/api/addresses' }] };
}
