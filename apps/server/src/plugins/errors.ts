import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../lib/domain-error';
import { PAYMENT_SERVICE_MESSAGE, PaymentServiceError } from '../lib/payment-service-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/stores/database-errors';
import { bodyTooLargeMessage } from './requests/body-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a 413 says on this route, when the generic "The request is too large (at most 1 MB)."
     * would not tell its user what to do (an upload names the picture's own limit).
     */
    tooLargeMessage?: string;
  }
}

const CONTEXT_LABEL: Record<string, string> = {
  querystring: 'query parameter',
  body: 'field',
  params: 'path parameter',
  headers: 'header',
};

/**
 * Fastify's own errors about the address itself. Their messages quote the address, which is the
 * attacker's text (`/api/orders/%3Cimg…`), so they are answered in words of our own.
 */
const ADDRESS_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * One place decides what an error looks like on the wire: 4xx carry a message a person can act
 * on, naming the field; 5xx carry nothing about our internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = CONTEXT_LABEL[error.validationContext ?? 'body'] ?? 'field';
      const errors = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A field the request may not send (mass assignment): name that field itself.
        const unknown =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys?.[0] : undefined;
        const field = unknown ? [path, unknown].filter(Boolean).join('.') : path || '(root)';
        return { field, message: issue.message };
      });
      const first = errors[0];
      return reply.status(400).send({
        message: first ? `Invalid ${where} '${first.field}': ${first.message}` : 'Invalid request',
        field: first?.field,
        errors,
      });
    }
    if ((error as unknown) instanceof DomainError) {
      const domain = error as unknown as DomainError;
      if (domain.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(domain.retryAfterSeconds));
      }
      return reply
        .status(domain.status)
        .send({ message: domain.message, ...(domain.field ? { field: domain.field } : {}) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if ((error as unknown) instanceof PaymentServiceError) {
      request.log.error({ err: error }, 'the payment service failed');
      return reply.status(502).send({ message: PAYMENT_SERVICE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong. Please try again later.' });
    }
    // Fastify's "Request body is too large" does not say what the limit is.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const { config, bodyLimit } = request.routeOptions;
      return reply.status(413).send({ message: config.tooLargeMessage ?? bodyTooLargeMessage(bodyLimit) });
    }
    const addressMessage = ADDRESS_MESSAGES[error.code];
    if (addressMessage) return reply.status(status).send({ message: addressMessage });
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) have readable messages.
    return reply.status(status).send({ message: error.message });
  });
}

/**
 * Fastify answers a few errors before it has routed the request, so before any hook has run:
 * an address it cannot decode (FST_ERR_BAD_URL, 400), a path parameter longer than the router's
 * maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414) and a failing asynchronous route constraint
 * (FST_ERR_ASYNC_CONSTRAINT, 500). The server's `frameworkErrors` option hands them here:
 * `prepare` gives the answer what the hooks would have (security headers, the request id), and
 * the one error handler above words it.
 */
export function frameworkErrorHandler(
  prepare: (request: FastifyRequest, reply: FastifyReply) => void,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    prepare(request, reply);
    request.server.errorHandler(error, request, reply);
  };
}
