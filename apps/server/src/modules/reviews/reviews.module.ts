import type { ModuleRoutes } from '../../lib/module-routes';
import { reviewsAccountRoutes } from './reviews.account-routes';
import { reviewsAdminRoutes } from './reviews.admin-routes';
import { reviewsRoutes } from './reviews.routes';

export function reviewsModule(deps: Parameters<typeof reviewsAccountRoutes>[0]): ModuleRoutes {
  const prefix = '/api/reviews';
  return {
    open: [{ plugin: reviewsRoutes(deps), prefix }],
    account: [{ plugin: reviewsAccountRoutes(deps), prefix }],
    admin: [{ plugin: reviewsAdminRoutes(deps), prefix }],
  };
}
