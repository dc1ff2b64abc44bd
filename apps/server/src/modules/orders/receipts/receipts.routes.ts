import { errorResponses } from '@shop/shared/api-schemas';
import { receiptSchema } from '@shop/shared/orders/receipts/receipt-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { viewerOf } from '../guests/guest-cookie';
import { receiptPdf } from './receipt-pdf';
import { receiptFor } from './receipts.service';

const errors = errorResponses(400, 404);

const params = z.object({ id: recordId('id must be an order id') });
const querystring = z.object({
  token: z.string().max(100, 'token must be the one in your order link').optional(),
});

/**
 * A paid order's receipt, as JSON for the receipt page and as a PDF to keep (docs/product/api.md,
 * Receipts): for whoever may see the order, as `GET /api/orders/order/:id` decides, and nobody
 * else. The private link's token is a password: no Referer carries it on, and no cache keeps
 * the answer.
 */
export const receiptsRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    const who =
      'for the order’s shopper, an admin, and a guest’s browser or private link (`token`); anyone ' +
      'else, and an order not paid, get 404 "Order not found"';

    app.get(
      '/:id/receipt',
      {
        schema: {
          tags,
          summary: 'A paid order’s receipt: the seller, the lines and money as kept, and its credit notes',
          description: `As the receipt page shows it, ${who}.`,
          params,
          querystring,
          response: { 200: receiptSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('referrer-policy', 'no-referrer').header('cache-control', 'private, no-store');
        return receiptFor(deps.db, await viewerOf(request, request.query.token), request.params.id);
      },
    );

    app.get(
      '/:id/receipt.pdf',
      {
        schema: {
          tags,
          summary: 'A paid order’s receipt as a PDF to download (receipt-<invoice number>.pdf)',
          description: `The same receipt as GET /api/orders/:id/receipt, ${who}.`,
          params,
          querystring,
          // The 200 is the PDF's bytes, documented in the summary.
          response: errors,
        },
      },
      async (request, reply) => {
        reply.header('referrer-policy', 'no-referrer').header('cache-control', 'private, no-store');
        const receipt = await receiptFor(
          deps.db,
          await viewerOf(request, request.query.token),
          request.params.id,
        );
        const pdf = await receiptPdf(receipt);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${receipt.invoiceNumber}.pdf"`)
          .send(pdf as unknown as { message: string });
      },
    );
  };
