// What the app, the other modules and the scripts may use of shipping; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { shippingModule } from './shipping.module';
export { activeMethod, chosenMethod, deliveryPrice, type ShippingMethod } from './shipping.service';
