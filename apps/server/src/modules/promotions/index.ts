// What the app, the other modules and the scripts may use of promotions; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export { scheduleDemoSales } from './demo-sales.service';
export { orderDiscounts } from './discounts.service';
export { discountStats } from './discounts-admin.service';
export { promotionsModule } from './promotions.module';
export { repriceAt, type SaleClock, startSaleClock } from './sale-prices.service';
