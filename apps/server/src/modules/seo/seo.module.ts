import type { ModuleRoutes } from '../../lib/module-routes';
import { seoRoutes } from './seo.routes';

export function seoModule(deps: Parameters<typeof seoRoutes>[0]): ModuleRoutes {
  return { open: [{ plugin: seoRoutes(deps) }] };
}
