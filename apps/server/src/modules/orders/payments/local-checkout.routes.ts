import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from '../../../lib/http/html-page';
import { viewerOf } from '../guests/guest-cookie';
import { localCheckoutFor, type OrdersDeps } from '../orders.service';
import { checkLocalCard, isLocalCardProblem, type LocalCardProblem } from './local-card';
import { CHECKOUT_CSS, renderCheckoutClosed, renderCheckoutPage } from './local-checkout-page';
import { CHECKOUT_SCRIPT } from './local-checkout-script';
import { fulfilOrder } from './payment-events.service';

const NOT_FOUND = 'This checkout was not found. Please go back to your cart and check out again.';

/**
 * What a refused attempt leaves for the page it redirects to: why, and the name and expiry the
 * shopper typed (never the card number or CVC, see renderCheckoutPage). A cookie for this one
 * checkout's address, for half an hour (a default hold), so several instances need share nothing.
 */
const ATTEMPT_COOKIE = 'velora_checkout_attempt';
const ATTEMPT_MAX_AGE_SECONDS = 30 * 60;

interface Attempt {
  problem: LocalCardProblem;
  name: string;
  expiry: string;
}

function attemptCookieOptions(reply: FastifyReply, sessionId: string) {
  return {
    path: `/checkout/${encodeURIComponent(sessionId)}`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: reply.server.sessions.secure,
  };
}

function rememberAttempt(reply: FastifyReply, sessionId: string, attempt: Attempt) {
  const value = new URLSearchParams({
    problem: attempt.problem,
    name: attempt.name.slice(0, 100),
    expiry: attempt.expiry.slice(0, 10),
  }).toString();
  reply.setCookie(ATTEMPT_COOKIE, value, {
    ...attemptCookieOptions(reply, sessionId),
    maxAge: ATTEMPT_MAX_AGE_SECONDS,
  });
}

function lastAttempt(request: FastifyRequest): Attempt | null {
  const raw = request.cookies[ATTEMPT_COOKIE];
  if (!raw) return null;
  const fields = new URLSearchParams(raw);
  const problem = fields.get('problem');
  if (!isLocalCardProblem(problem)) return null;
  return { problem, name: fields.get('name') ?? '', expiry: fields.get('expiry') ?? '' };
}

/** The card form's fields as text; anything else (a JSON body's numbers) counts as not filled in. */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The local payment provider's hosted page (docs/decisions/019), on the shop's own origin: only
 * the shopper (or guest browser) whose checkout it is can open or pay it. Registered only when no Stripe key is set.
 */
export const localCheckoutRoutes =
  (deps: OrdersDeps): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get('/checkout/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CHECKOUT_CSS),
    );

    app.get('/checkout/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CHECKOUT_SCRIPT),
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
      const found = await localCheckoutFor(deps.db, await viewerOf(request), sessionId);
      if (found.state === 'payable') return { ...found, sessionId };
      if (found.state === 'paid')
        await reply.redirect(`/success?session_id=${encodeURIComponent(sessionId)}`, 303);
      else if (found.state === 'closed')
        await sendHtml(reply, 410, renderCheckoutClosed(ORDER_MESSAGES.checkoutExpired));
      else await sendHtml(reply, 404, renderCheckoutClosed(NOT_FOUND));
      return null;
    }

    app.get<{ Params: { sessionId: string }; Querystring: { retry?: string } }>(
      '/checkout/:sessionId',
      { schema: { hide: true } },
      async (request, reply) => {
        const checkout = await payableCheckout(request, reply);
        if (!checkout) return reply;
        // Only the page a refused attempt redirected to says so; opening the checkout afresh
        // (or going Back to before the attempt) shows the form as it first was.
        const attempt = request.query.retry === undefined ? null : lastAttempt(request);
        return sendHtml(
          reply,
          200,
          renderCheckoutPage({ ...checkout, problem: attempt?.problem, values: attempt ?? undefined }),
        );
      },
    );

    app.post<{ Params: { sessionId: string }; Body: unknown }>(
      '/checkout/:sessionId',
      // Four short fields: the route's own limit, so a 413 names it (plugins/errors.ts).
      { schema: { hide: true }, bodyLimit: 4096 },
      async (request, reply) => {
        const checkout = await payableCheckout(request, reply);
        if (!checkout) return reply;
        const { order, sessionId } = checkout;
        const form = formFields(request.body);
        const problem = checkLocalCard(form);
        // Post, redirect, get: the page that says what went wrong is a GET, so Back and reload
        // never offer to send the card form again.
        if (problem) {
          if (problem === 'declined') deps.events?.paymentFailed('declined');
          rememberAttempt(reply, sessionId, { problem, name: form.name ?? '', expiry: form.expiry ?? '' });
          return reply.redirect(`/checkout/${encodeURIComponent(sessionId)}?retry`, 303);
        }
        reply.clearCookie(ATTEMPT_COOKIE, attemptCookieOptions(reply, sessionId));
        await fulfilOrder(deps, order.id);
        return reply.redirect(`/success?session_id=${encodeURIComponent(sessionId)}`, 303);
      },
    );
  };
