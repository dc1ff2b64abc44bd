import { errorResponses } from '@shop/shared/api-schemas';
import { orderListQuerySchema } from '@shop/shared/orders/orders-schemas';
import { reportPeriodQuerySchema } from '@shop/shared/reports/reports-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { checkOrderExportQuery, exportOrderCsv, orderExportFilename } from './order-export.service';

/** Manage Orders' filters, and the days the orders were paid on (UTC, both included). */
const exportQuerySchema = orderListQuerySchema
  .pick({ status: true, paymentStatus: true, search: true, returns: true })
  .extend({ from: reportPeriodQuerySchema.shape.from, to: reportPeriodQuerySchema.shape.to });

const CSV_TYPE = 'text/csv; charset=utf-8';

/** Manage Orders as CSV (docs/product/api.md, Orders export); behind the admin scope in app.ts. */
export const orderExportAdminRoutes =
  (deps: { db: Db; now?: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/export.csv',
      {
        schema: {
          tags: ['orders'],
          summary:
            'The orders Manage Orders lists with these filters as CSV, a row per order line, streamed newest first; `from` and `to` (days, UTC, both included) keep the orders paid on those days (admin only)',
          querystring: exportQuerySchema,
          // The 200 is a CSV stream, documented in the summary.
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        checkOrderExportQuery(request.query);
        const now = deps.now?.() ?? new Date();
        reply
          .type(CSV_TYPE)
          .header('content-disposition', `attachment; filename="${orderExportFilename(now)}"`)
          .header('cache-control', 'no-store');
        // A stream is sent as it is; the route's typed replies know only JSON and text.
        return reply.send(exportOrderCsv(deps.db, request.query) as unknown as { message: string });
      },
    );
  };
