import { Readable } from 'node:stream';
import { errorResponses } from '@shop/shared/api-schemas';
import { taxReportQuerySchema, taxReportSchema } from '@shop/shared/stats-tax-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { taxReport, taxReportCsv } from './tax-report.service';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** The tax report (docs/product/api.md, Statistics: tax report); behind the admin scope in app.ts. */
export const taxReportAdminRoutes =
  ({
    db,
    testCheckout,
  }: {
    db: Db /** The shop takes payments on a test checkout now: its test orders count. */;
    testCheckout: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['stats'];
    const description =
      'By month (UTC) and tax line: the taxable base and the tax of the orders paid that month, the tax refunds made that month gave back (pending and succeeded), and the net. `from` and `to` are months such as 2026-04, both included; without them, the last twelve months.';

    app.get(
      '/taxes',
      {
        schema: {
          tags,
          summary: 'Tax collected and refunded by month and rate, with totals (admin only)',
          description,
          querystring: taxReportQuerySchema,
          response: { 200: taxReportSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => taxReport(db, request.query, { now: new Date(), withTest: testCheckout }),
    );

    app.get(
      '/taxes.csv',
      {
        schema: {
          tags,
          summary: 'The tax report as CSV: a header, a row per month and rate, then the totals (admin only)',
          description,
          querystring: taxReportQuerySchema,
          // The 200 is a CSV stream, documented in the summary.
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        const report = await taxReport(db, request.query, { now: new Date(), withTest: testCheckout });
        reply
          .type(CSV_TYPE)
          .header('content-disposition', `attachment; filename="taxes-${report.from}-${report.to}.csv"`);
        // A stream is sent as it is; the route's typed replies know only JSON and text.
        return reply.send(Readable.from(taxReportCsv(report)) as unknown as { message: string });
      },
    );
  };
