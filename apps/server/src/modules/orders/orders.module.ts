import type { ModuleRoutes } from '../../lib/module-routes';
import { cancelRoutes } from './cancel/cancel.routes';
import { orderExportAdminRoutes } from './export/order-export.admin-routes';
import { orderLookupRoutes } from './guests/order-lookup.routes';
import { ordersAccountRoutes } from './orders.account-routes';
import { ordersAdminRoutes } from './orders.admin-routes';
import { ordersRoutes } from './orders.routes';
import type { OrdersDeps } from './orders.service';
import { localCheckoutRoutes } from './payments/local-checkout.routes';
import { paymentWebhookRoutes } from './payments/payment-webhook.routes';
import { orderPoliciesAdminRoutes } from './policies/order-policies.admin-routes';
import { receiptsRoutes } from './receipts/receipts.routes';
import { refundsAdminRoutes } from './refunds/refunds.admin-routes';
import { checkoutRemindersAdminRoutes } from './reminders/checkout-reminders.admin-routes';
import { checkoutRemindersRoutes } from './reminders/checkout-reminders.routes';
import { returnsAdminRoutes } from './returns/returns.admin-routes';
import { returnsRoutes } from './returns/returns.routes';

type ReadEvent = Parameters<typeof paymentWebhookRoutes>[0]['readEvent'];

/**
 * Checkout, orders, cancels, returns and refunds. With a payment provider's webhook reader the
 * provider's events come in at /api/orders/webhook; without one the shop's own local payment
 * page is served instead.
 */
export function ordersModule(
  deps: OrdersDeps & { publicUrl: string | undefined; readEvent: ReadEvent | null; mailLinkKey: Buffer },
): ModuleRoutes {
  const prefix = '/api/orders';
  const { readEvent } = deps;
  return {
    open: [
      { plugin: ordersRoutes(deps), prefix },
      { plugin: cancelRoutes(deps), prefix },
      { plugin: orderLookupRoutes(deps), prefix },
      { plugin: returnsRoutes(deps), prefix },
      { plugin: receiptsRoutes(deps), prefix },
      { plugin: checkoutRemindersRoutes(deps), prefix },
      readEvent
        ? { plugin: paymentWebhookRoutes({ ...deps, readEvent }), prefix }
        : { plugin: localCheckoutRoutes(deps) },
    ],
    account: [{ plugin: ordersAccountRoutes(deps), prefix }],
    admin: [
      { plugin: ordersAdminRoutes(deps), prefix },
      { plugin: orderPoliciesAdminRoutes(deps), prefix },
      { plugin: returnsAdminRoutes(deps), prefix },
      { plugin: refundsAdminRoutes(deps), prefix },
      { plugin: checkoutRemindersAdminRoutes(deps), prefix },
      { plugin: orderExportAdminRoutes(deps), prefix },
    ],
  };
}
