// What the app, the other modules and the scripts may use of stats; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

// For Manage Products (handed to the catalog by app.ts): a page of products' fit answers and size returns.
export { fitOfProducts, type ProductFitFacts } from './product-fit.queries';
export { statsModule } from './stats.module';
