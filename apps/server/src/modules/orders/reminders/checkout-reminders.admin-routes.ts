import { errorResponses } from '@shop/shared/api-schemas';
import {
  checkoutReminderSettingsBodySchema,
  checkoutReminderSettingsSchema,
} from '@shop/shared/orders/checkout-reminders-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CheckoutReminderDeps,
  checkoutReminderSettings,
  saveCheckoutReminderSettings,
} from './checkout-reminders.service';

/** The owner's checkout reminders (docs/product/api.md, Checkout reminders): on or off, how late, and what they did. */
export const checkoutRemindersAdminRoutes =
  (deps: Pick<CheckoutReminderDeps, 'db' | 'now'>): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    const response = { 200: checkoutReminderSettingsSchema, ...errorResponses(400, 401, 403) };

    app.get(
      '/checkout-reminders',
      {
        schema: {
          tags,
          summary:
            'Whether a checkout left behind gets a reminder and how many hours after, with the reminders sent in the last 90 days and how many led to an order (admin only)',
          response,
        },
      },
      async () => checkoutReminderSettings(deps),
    );

    app.put(
      '/checkout-reminders',
      {
        schema: {
          tags,
          summary:
            'Switch checkout reminders on or off and set how many hours after the checkout expired (admin only)',
          body: checkoutReminderSettingsBodySchema,
          response,
        },
      },
      async (request) => saveCheckoutReminderSettings(deps, request.body),
    );
  };
