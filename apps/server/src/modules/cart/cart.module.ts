import type { ModuleRoutes } from '../../lib/module-routes';
import { cartAccountRoutes } from './cart.account-routes';
import { cartRoutes } from './cart.routes';

export function cartModule(deps: Parameters<typeof cartRoutes>[0]): ModuleRoutes {
  return {
    open: [{ plugin: cartRoutes(deps), prefix: '/api/cart' }],
    account: [{ plugin: cartAccountRoutes(deps), prefix: '/api/cart' }],
  };
}
