// What the rest of the server (start-up, seeding, test fixtures) uses of the demo catalog: the
// generator and the shoppers who wrote its reviews. The demo catalog is data, written through the
// catalog's and the reviews' services like any other products (seed.ts).

export { type GeneratedProduct, generateCatalog } from './catalog-generator';
export { DEMO_SHOPPERS, type DemoReview } from './demo-reviews';
