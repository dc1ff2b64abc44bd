// What the app, the other modules and the scripts may use of promotions; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { orderDiscounts } from './discounts/discounts.service';
export { discountStats } from './discounts/discounts-admin.service';
export { promotionHoldingCategory, renameCategoryInPromotions } from './promotion-categories';
export { promotionsModule } from './promotions.module';
export { scheduleDemoSales } from './sales/demo-sales.service';
export { repriceAt, type SaleClock, startSaleClock } from './sales/sale-prices.service';
