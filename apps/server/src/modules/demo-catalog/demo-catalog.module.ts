import type { ModuleRoutes } from '../../lib/module-routes';
import { demoMediaRoutes } from './demo-media.routes';

export function demoCatalogModule(): ModuleRoutes {
  return { open: [{ plugin: demoMediaRoutes }] };
}
