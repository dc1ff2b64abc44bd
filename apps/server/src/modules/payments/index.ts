// What the app, the other modules and the scripts may use of payments; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export { createLocalPaymentProvider } from './local-payment.provider';
export {
  LOCAL_SESSION_PREFIX,
  LOCAL_TEST_CARDS,
  type PaidTax,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderEvent,
  type RefundOutcome,
  type RefundUpdate,
} from './payment-provider';
export {
  createStripeClient,
  createStripePaymentProvider,
  isStripeTestKey,
  type StripeSettings,
} from './stripe-payment.provider';
export { stripeEventReader } from './stripe-webhook';
