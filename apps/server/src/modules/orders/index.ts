// What the app, the other modules and the scripts may use of orders; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export {
  countedSale,
  lineKept,
  netDiscountCents,
  netLineCents,
  netOrderCents,
} from './counted-sales';
export { registerGuestCookie } from './guests/guest-cookie';
export { ordersModule } from './orders.module';
export {
  earnings,
  type OrderEvents,
  type OrdersDeps,
  orderLinePicturesAmong,
  ordersToShip,
  purchasedPairs,
  purchasesOf,
} from './orders.service';
export { reconcileCheckouts } from './payments/reconcile.service';
// For the stats module's tax report and the dashboard's Tax card.
export { taxCollectedByMonth, taxRefundsByMonth, taxTotals } from './receipts/tax-report.queries';
export { type CheckoutReminderDeps, sendCheckoutReminders } from './reminders/checkout-reminders.service';
// For the owner's reports: the orders' figures, and the order lines as subqueries they join to the catalog.
export { type CodeFigures, codeFiguresOf, discountCodeFigures } from './reports/discount-codes.queries';
export { returnedLinesIn, saleLinesIn, soldLinesIn, soldUnitsByVariant } from './reports/line-sales.queries';
export type { ReportWindow } from './reports/report-window';
export { type SalesSums, salesSumsByBucket } from './reports/sales-figures.queries';
export { fitAnswersFromReturns } from './returns/returns.service';
// For size advice, which reads them with the catalog's and the reviews' in one statement.
export { returnFitRows, sizeHistoryRows } from './returns/size-evidence.queries';
// For the stats module's fit report, which joins them to products and reviews in one query.
export { sizeReturnedUnitsByProduct, soldUnitsByProduct } from './returns/size-returns.queries';
