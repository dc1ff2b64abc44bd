// What the app, the other modules and the scripts may use of cart; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { cartModule } from './cart.module';
export { type CartLineInput, emptyCart, type WantedLine, wantedLines } from './cart.service';
