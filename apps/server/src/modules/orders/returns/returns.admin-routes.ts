import { errorResponses } from '@shop/shared/api-schemas';
import {
  returnDecisionBodySchema,
  returnListQuerySchema,
  returnListResponseSchema,
  returnRecordSchema,
  returnRefundBodySchema,
} from '@shop/shared/orders/returns-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../../lib/http/request-user';
import { listReturns, moveReturnOn, type ReturnsDeps, refundReturn } from './returns.service';

const returnParams = z.object({ returnId: recordId('returnId must be a return id') });
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The shop's side of returns (docs/product/api.md, Returns): the list and each step; behind the
 * admin scope in app.ts. '/returns' is a static path: the router prefers it to the account
 * routes' '/:email' whatever the order of registration.
 */
export const returnsAdminRoutes =
  (deps: ReturnsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.get(
      '/returns',
      {
        schema: {
          tags,
          summary: 'Return requests, newest first, 20 a page, at one step or all (admin only)',
          querystring: returnListQuerySchema,
          response: { 200: returnListResponseSchema, ...errors },
        },
      },
      async (request) => {
        return listReturns(deps.db, request.query.page, request.query.status);
      },
    );

    app.post(
      '/returns/:returnId/approve',
      {
        schema: {
          tags,
          summary:
            'Approve a requested return, with an optional note: the shopper is mailed to send the items back (admin only)',
          params: returnParams,
          body: returnDecisionBodySchema.nullish(),
          response: { 200: returnRecordSchema, ...errors },
        },
      },
      async (request) => moveReturnOn(deps, request.params.returnId, 'approved', request.body?.note),
    );

    app.post(
      '/returns/:returnId/reject',
      {
        schema: {
          tags,
          summary: 'Reject a requested return, with a note the shopper is mailed (required) (admin only)',
          params: returnParams,
          body: returnDecisionBodySchema.nullish(),
          response: { 200: returnRecordSchema, ...errors },
        },
      },
      async (request) => moveReturnOn(deps, request.params.returnId, 'rejected', request.body?.note),
    );

    app.post(
      '/returns/:returnId/receive',
      {
        schema: {
          tags,
          summary: "Record an approved return's parcel as arrived (admin only)",
          params: returnParams,
          response: { 200: returnRecordSchema, ...errors },
        },
      },
      async (request) => moveReturnOn(deps, request.params.returnId, 'received'),
    );

    app.post(
      '/returns/:returnId/refund',
      {
        schema: {
          tags,
          summary:
            "Refund a received return's lines at their paid price through the payment provider, back in stock unless restock is false; once (admin only)",
          params: returnParams,
          body: returnRefundBodySchema.nullish(),
          response: { 200: returnRecordSchema, ...errors },
        },
      },
      async (request) =>
        refundReturn(deps, userOf(request), request.params.returnId, {
          restock: request.body?.restock ?? true,
        }),
    );
  };
