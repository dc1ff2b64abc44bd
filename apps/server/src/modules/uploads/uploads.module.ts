import type { ModuleRoutes } from '../../lib/module-routes';
import type { ImageStore } from './image-store';
import { uploadAccountRoutes } from './uploads.account-routes';
import { uploadRoutes } from './uploads.routes';

export function uploadsModule(deps: { uploadsDir: string | null; imageStore: ImageStore }): ModuleRoutes {
  return {
    open: [{ plugin: uploadRoutes({ uploadsDir: deps.uploadsDir }) }],
    account: [{ plugin: uploadAccountRoutes({ store: deps.imageStore }) }],
  };
}
