import type { ModuleRoutes } from '../../lib/module-routes';
import { wishlistAccountRoutes } from './wishlist.account-routes';

export function wishlistModule(deps: Parameters<typeof wishlistAccountRoutes>[0]): ModuleRoutes {
  return { account: [{ plugin: wishlistAccountRoutes(deps), prefix: '/api/wishlist' }] };
}
