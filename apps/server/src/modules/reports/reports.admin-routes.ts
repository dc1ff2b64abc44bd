import { Readable } from 'node:stream';
import { errorResponses } from '@shop/shared/api-schemas';
import {
  discountReportSchema,
  productReportQuerySchema,
  productReportSchema,
  reportPeriodQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
  stockReportQuerySchema,
  stockReportSchema,
} from '@shop/shared/reports/reports-schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { discountReport } from './discount-report.service';
import { productReport } from './product-report.service';
import { csvFileName, discountCsv, productCsv, salesCsv, stockCsv } from './reports-csv';
import { salesReport } from './sales-report.service';
import { stockReport } from './stock-report.service';

const CSV_TYPE = 'text/csv; charset=utf-8';

const PERIOD =
  '`from` and `to` are days such as 2026-04-30 (UTC), both included; without `to`, today; without `from`, the 29 days before `to`; at most 1096 days. `previous` is the same figures for as many days just before `from`. Test-checkout orders count only with `testOrders=include`.';

/** A report as a CSV download; a stream is sent as it is (the typed replies know only JSON and text). */
function sendCsv(reply: FastifyReply, fileName: string, records: Iterable<string>) {
  reply.type(CSV_TYPE).header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(Readable.from(records, { objectMode: false }) as unknown as { message: string });
}

/** The owner's reports (docs/product/api.md, Reports); behind the admin scope in app.ts. */
export const reportsAdminRoutes =
  ({ db, now }: { db: Db; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reports'];
    const errors = errorResponses(400, 401, 403);

    app.get(
      '/sales',
      {
        schema: {
          tags,
          summary:
            'Orders, units and money by day, week or month, with totals and the period before (admin only)',
          description: PERIOD,
          querystring: salesReportQuerySchema,
          response: { 200: salesReportSchema, ...errors },
        },
      },
      async (request) => salesReport(db, request.query, now()),
    );
    app.get(
      '/sales.csv',
      {
        schema: {
          tags,
          summary: 'The sales report as CSV: a header and a row per day, week or month (admin only)',
          description: PERIOD,
          querystring: salesReportQuerySchema,
          // The 200 is a CSV stream, documented in the summary.
          response: errors,
        },
      },
      async (request, reply) => {
        const report = await salesReport(db, request.query, now());
        return sendCsv(reply, csvFileName('sales', report.period), salesCsv(report));
      },
    );

    app.get(
      '/products',
      {
        schema: {
          tags,
          summary:
            'Units sold, net sales and returns by product, category, colour or size, the most net sales first (admin only)',
          description: PERIOD,
          querystring: productReportQuerySchema,
          response: { 200: productReportSchema, ...errors },
        },
      },
      async (request) => productReport(db, request.query, now()),
    );
    app.get(
      '/products.csv',
      {
        schema: {
          tags,
          summary: 'The products report as CSV: a header and every row, whatever the limit (admin only)',
          description: PERIOD,
          querystring: productReportQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const report = await productReport(db, request.query, now(), { all: true });
        return sendCsv(reply, csvFileName('products', report.period), productCsv(report));
      },
    );

    app.get(
      '/discounts',
      {
        schema: {
          tags,
          summary: 'Discount codes and scheduled sales: uses, what they took off, net sales (admin only)',
          description: PERIOD,
          querystring: reportPeriodQuerySchema,
          response: { 200: discountReportSchema, ...errors },
        },
      },
      async (request) => discountReport(db, request.query, now()),
    );
    app.get(
      '/discounts.csv',
      {
        schema: {
          tags,
          summary: 'The discounts report as CSV: a header and a row per code and sale (admin only)',
          description: PERIOD,
          querystring: reportPeriodQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const report = await discountReport(db, request.query, now());
        return sendCsv(reply, csvFileName('discounts', report.period), discountCsv(report));
      },
    );

    app.get(
      '/stock',
      {
        schema: {
          tags,
          summary:
            'Every size of the active products: stock, held units, units sold in the period, days of cover and shoppers waiting, the fewest days first (admin only)',
          description: PERIOD,
          querystring: stockReportQuerySchema,
          response: { 200: stockReportSchema, ...errors },
        },
      },
      async (request) => stockReport(db, request.query, now()),
    );
    app.get(
      '/stock.csv',
      {
        schema: {
          tags,
          summary: 'The stock report as CSV: a header and every size, whatever the limit (admin only)',
          description: PERIOD,
          querystring: stockReportQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const report = await stockReport(db, request.query, now(), { all: true });
        return sendCsv(reply, csvFileName('stock', report.period), stockCsv(report));
      },
    );
  };
