import { ORDER_MESSAGES } from '@shop/shared/orders';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LOCAL_SESSION_PREFIX, LOCAL_TEST_CARDS } from '../payments/local-payment.provider';
import { CHECKOUT_CSS, renderCheckoutClosed, renderCheckoutPage } from './local-checkout-page';
import { checkoutBySession, fulfilOrder, type OrdersDeps } from './orders.service';

const NOT_FOUND = 'This checkout was not found. Please go back to your cart and check out again.';

/**
 * Whether an expiry is this month or later: MM/YY, with spaces or not, or MMYY as a phone's
 * numbers-only keypad types it (it has no '/').
 */
function expiryIsValid(value: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Why these card details cannot pay, or null when they can; the number decides as in Stripe's test mode. */
export function localCardProblem(form: Record<string, string | undefined>, now = new Date()): string | null {
  const number = (form.number ?? '').replace(/[\s-]/g, '');
  if (!(form.name ?? '').trim()) return 'Please enter the name on the card.';
  if (!/^\d{12,19}$/.test(number)) return 'Please enter a valid card number.';
  if (!expiryIsValid(form.expiry ?? '', now))
    return 'Please enter the expiry date as MM/YY, this month or later.';
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return 'Please enter the 3 or 4 digit CVC.';
  if (number === LOCAL_TEST_CARDS.declined) return ORDER_MESSAGES.cardDeclined;
  if (number !== LOCAL_TEST_CARDS.pays) return 'This test checkout takes the test card 4242 4242 4242 4242.';
  return null;
}

/** The card form's fields as text; anything else (a JSON body's numbers) counts as not filled in. */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * The local payment provider's hosted page (docs/decisions/019), on the shop's own origin: only
 * the shopper whose checkout it is can open or pay it. Registered only when no Stripe key is set.
 */
export const localCheckoutRoutes =
  (deps: OrdersDeps): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get('/checkout/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CHECKOUT_CSS),
    );

    /**
     * The caller's checkout that can still be paid, or the answer already sent instead: 404 for
     * an unknown or someone else's, to /success once paid, 410 once cancelled or expired.
     */
    async function payableCheckout(
      request: FastifyRequest<{ Params: { sessionId: string } }>,
      reply: FastifyReply,
    ) {
      const { sessionId } = request.params;
      const userId = (await request.currentUser())?.id;
      const found =
        sessionId.startsWith(LOCAL_SESSION_PREFIX) && userId
          ? await checkoutBySession(deps.db, sessionId)
          : null;
      if (!found || found.order.userId !== userId) {
        await html(reply, 404, renderCheckoutClosed(NOT_FOUND));
        return null;
      }
      if (found.order.paymentStatus === 'paid') {
        await reply.redirect(`/success?session_id=${encodeURIComponent(sessionId)}`, 303);
        return null;
      }
      if (found.order.paymentStatus !== 'awaiting_payment' || found.order.holdExpiresAt <= new Date()) {
        await html(reply, 410, renderCheckoutClosed(ORDER_MESSAGES.checkoutExpired));
        return null;
      }
      return { ...found, sessionId };
    }

    app.get<{ Params: { sessionId: string } }>(
      '/checkout/:sessionId',
      { schema: { hide: true } },
      async (request, reply) => {
        const checkout = await payableCheckout(request, reply);
        if (!checkout) return reply;
        return html(reply, 200, renderCheckoutPage(checkout));
      },
    );

    app.post<{ Params: { sessionId: string }; Body: unknown }>(
      '/checkout/:sessionId',
      { schema: { hide: true } },
      async (request, reply) => {
        const checkout = await payableCheckout(request, reply);
        if (!checkout) return reply;
        const { order, lines, sessionId } = checkout;
        const success = `/success?session_id=${encodeURIComponent(sessionId)}`;
        const form = formFields(request.body);
        const problem = localCardProblem(form);
        if (problem) {
          const status = problem === ORDER_MESSAGES.cardDeclined ? 402 : 400;
          if (status === 402) deps.events?.paymentFailed('declined');
          return html(
            reply,
            status,
            renderCheckoutPage({ order, lines, sessionId, error: problem, values: form }),
          );
        }
        await fulfilOrder(deps, order.id);
        return reply.redirect(success, 303);
      },
    );
  };
