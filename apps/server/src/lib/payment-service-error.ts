/** What a shopper reads when the payment service fails: nothing of the provider's own words. */
export const PAYMENT_SERVICE_MESSAGE =
  'The payment service is not answering right now. Nothing was charged; please try again in a moment.';

/**
 * The payment provider failed or refused for a reason the caller cannot fix: revoked keys, an
 * outage, a rate limit. It answers 502 with a plain sentence; the provider's status and message
 * (which may name our keys) go to the log only, as this error's cause.
 */
export class PaymentServiceError extends Error {
  constructor(cause: unknown) {
    super('the payment service failed', { cause });
    this.name = 'PaymentServiceError';
  }
}
