import { errorResponses } from '@shop/shared/api-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProviderEvent } from '../../payments';
import type { OrdersDeps } from '../orders.service';
import { applyRefundUpdates } from '../refunds/refunds.service';
import { applyPaymentEvent } from './payment-events.service';

/**
 * POST /api/orders/webhook: the payment provider tells the shop about payments, so an order is
 * fulfilled even when the shopper never comes back to /success. The signature is checked over
 * the raw body, which is why this plugin reads JSON as bytes.
 */
export const paymentWebhookRoutes =
  (
    deps: OrdersDeps & { readEvent: (rawBody: Buffer, signature: string | undefined) => ProviderEvent },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/webhook',
      {
        schema: {
          tags: ['orders'],
          summary: 'Payment notifications from Stripe (signed)',
          description:
            'Handles checkout.session.completed, checkout.session.async_payment_succeeded, ' +
            'checkout.session.async_payment_failed and checkout.session.expired, and settles refunds on ' +
            'refund.created, refund.updated, refund.failed, charge.refund.updated and charge.refunded. The Stripe-Signature ' +
            'header is checked over the raw body with a 300 s tolerance; every event is applied once.',
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const event = deps.readEvent(
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
        if (event.kind === 'refunds') await applyRefundUpdates(deps, event.refunds);
        else await applyPaymentEvent(deps, event);
        return { received: true as const };
      },
    );
  };
