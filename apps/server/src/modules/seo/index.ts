// What the app, the other modules and the scripts may use of seo; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { seoModule } from './seo.module';
export { describePage, movedPage } from './seo.service';
