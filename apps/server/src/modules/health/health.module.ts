import type { ModuleRoutes } from '../../lib/module-routes';
import { healthRoutes } from './health.routes';

export function healthModule(deps: Parameters<typeof healthRoutes>[0]): ModuleRoutes {
  return { open: [{ plugin: healthRoutes(deps) }] };
}
