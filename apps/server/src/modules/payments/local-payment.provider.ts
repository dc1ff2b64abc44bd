import { randomBytes } from 'node:crypto';
import { LOCAL_SESSION_PREFIX, type PaymentProvider } from './payment-provider';

/**
 * Checkout on the shop's own page (/checkout/:sessionId, orders/payments/local-checkout.routes.ts):
 * the whole flow works offline. The order row is the session's only record; paying it there
 * confirms the order directly, so asking about a session never finds it paid here. A refund
 * is recorded as done at once.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    kind: 'local',
    testMode: true,
    // The shop's own rates tax the order when its checkout starts.
    taxesAtPayment: false,
    async createCheckoutSession(input) {
      const id = `${LOCAL_SESSION_PREFIX}${randomBytes(24).toString('base64url')}`;
      return { id, url: new URL(`/checkout/${id}`, input.baseUrl).toString() };
    },
    async sessionState() {
      return 'open';
    },
    async paidTax() {
      return null;
    },
    async expireSession() {},
    // No money moved, so none goes back: the refund is done as soon as it is asked for.
    async refund(input) {
      return { state: 'succeeded', providerRefundId: `re_local_${input.refundId}` };
    },
    async refundState(providerRefundId) {
      return { state: 'succeeded', providerRefundId };
    },
  };
}
