// Back-in-stock alerts (docs/product/api.md, Back-in-stock alerts) and the stop link every alert
// carries (Mail a shopper can stop): requests, answers and the words both sides say.
import { z } from 'zod';
import { emailSchema } from '../people/auth-schemas';
import { recordId } from '../record-id';
import { sizeLabel } from './variant-labels';

/** At most this many products' waiting counts in one ask (a page of Manage Products is 12). */
export const WAITING_PRODUCTS_MAX = 100;

export const STOCK_ALERT_MESSAGES = {
  ask: "Tell me when it's back",
  unknownVariant: 'This size is not sold here.',
  inStock: 'This size is in stock.',
  checkInbox: 'Check your inbox to confirm.',
  linkNotValid: 'This link is not valid.',
  sendFailed: 'Your request could not be sent. Please try again.',
} as const;

/** 'M is sold out in Gold.', or 'M is sold out.' for a product in one colour. */
export const soldOutIn = (size: string, colour: string | null) =>
  `${sizeLabel(size)} is sold out${colour ? ` in ${colour}` : ''}.`;

/** What a request answers, the same whoever asks and whatever that address did before. */
export const waitingFor = (size: string) => `We'll email you when ${sizeLabel(size)} is back.`;

/** What a confirmed request answers. */
export const onTheList = (size: string) => `You're on the list for ${sizeLabel(size)}.`;

/** POST /api/stock-alerts: a guest gives the address; a logged-in shopper's account address is used. */
export const stockAlertBodySchema = z.object({
  variantId: recordId('variantId must be the id of a size of a product'),
  email: emailSchema.optional(),
});
export type StockAlertBody = z.input<typeof stockAlertBodySchema>;

/** The guest's form: the address alone. */
export const stockAlertEmailFormSchema = z.object({ email: emailSchema });

export const stockAlertAnswerSchema = z.object({
  message: z.string(),
  /** True for a guest: nothing is sent until the mailed link is opened. */
  confirmByMail: z.boolean(),
});
export type StockAlertAnswer = z.infer<typeof stockAlertAnswerSchema>;

/** A link's token: the confirm page's and the stop page's. */
export const mailLinkTokenBodySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(2000, 'token is too long'),
});

export const stockAlertConfirmedSchema = z.object({
  message: z.string(),
  /** The product asked about, for a link back to it; null when shoppers can no longer see it. */
  product: z
    .object({ handle: z.string(), title: z.string(), size: z.string(), color: z.string() })
    .nullable(),
});
export type StockAlertConfirmed = z.infer<typeof stockAlertConfirmedSchema>;

/** GET /api/stock-alerts/waiting?productIds=a,b,c (admin). */
export const stockAlertsWaitingQuerySchema = z.object({
  productIds: z.string({ error: 'productIds is required' }).transform((value, context) => {
    const ids = [...new Set(value.split(',').map((id) => id.trim().toLowerCase()))].filter(Boolean);
    const bad =
      ids.length === 0
        ? 'productIds must name at least one product'
        : ids.length > WAITING_PRODUCTS_MAX
          ? `productIds must name at most ${WAITING_PRODUCTS_MAX} products`
          : ids.some((id) => !z.uuid().safeParse(id).success)
            ? 'productIds must be product ids separated by commas'
            : null;
    if (bad) {
      context.addIssue({ code: 'custom', message: bad });
      return z.NEVER;
    }
    return ids;
  }),
});

export const stockAlertsWaitingSchema = z.object({
  waiting: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      size: z.string(),
      color: z.string(),
      /** Confirmed requests waiting for this size. */
      count: z.number().int(),
    }),
  ),
});
export type StockAlertsWaiting = z.infer<typeof stockAlertsWaitingSchema>;

/** POST /api/mail/stop's answer (the mail module's route). */
export const mailStopAnswerSchema = z.object({
  message: z.string(),
  kind: z.enum(['stock_alerts', 'checkout_reminders']),
});
export type MailStopAnswer = z.infer<typeof mailStopAnswerSchema>;
