import type { ModuleRoutes } from '../../lib/module-routes';
import { authRoutes } from './auth.routes';
import { passwordRoutes } from './password.routes';

export function authModule(
  deps: Parameters<typeof authRoutes>[0] & Parameters<typeof passwordRoutes>[0],
): ModuleRoutes {
  return {
    open: [
      { plugin: authRoutes(deps), prefix: '/api/auth' },
      { plugin: passwordRoutes(deps), prefix: '/api' },
    ],
  };
}
