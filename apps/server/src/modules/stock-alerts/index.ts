// What the app, the other modules and the scripts may use of stock-alerts; every other file in this
// folder is the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export { sendStockAlerts } from './stock-alert-round';
export { stockAlertsModule } from './stock-alerts.module';
// For the owner's stock report: the shoppers waiting for each size.
export { waitingByVariant } from './stock-alerts.queries';
export type { StockAlertsDeps } from './stock-alerts.service';
