import type { ModuleRoutes } from '../../lib/module-routes';
import { reviewsAccountRoutes } from './reviews.account-routes';
import { reviewsAdminRoutes } from './reviews.admin-routes';
import { reviewsRoutes } from './reviews.routes';
import { sizeAdviceRoutes } from './size-advice.routes';
import type { SizeAdviceDeps } from './size-advice.service';

export function reviewsModule(
  deps: Parameters<typeof reviewsAccountRoutes>[0] & Pick<SizeAdviceDeps, 'memo'>,
): ModuleRoutes {
  const prefix = '/api/reviews';
  return {
    // Size advice answers under the product it is about.
    open: [
      { plugin: reviewsRoutes(deps), prefix },
      { plugin: sizeAdviceRoutes(deps), prefix: '/api/products' },
    ],
    account: [{ plugin: reviewsAccountRoutes(deps), prefix }],
    admin: [{ plugin: reviewsAdminRoutes(deps), prefix }],
  };
}
