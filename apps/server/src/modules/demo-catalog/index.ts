// What the app, the other modules and the scripts may use of demo-catalog; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { demoCatalogModule } from './demo-catalog.module';
export { DEMO_SHOPPERS, type DemoReview, generateCatalog } from './demo-catalog.service';
export { prng } from './seeded-random';
