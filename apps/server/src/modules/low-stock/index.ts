// What the app, the other modules and the scripts may use of low-stock; every other file in this
// folder is the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { lowStockModule } from './low-stock.module';
export type { LowStockDeps } from './low-stock.service';
export { sendLowStockMail } from './low-stock-round';
