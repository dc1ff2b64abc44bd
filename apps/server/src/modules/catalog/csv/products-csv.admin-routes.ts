import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { errorResponses } from '@shop/shared/api-schemas';
import { adminProductListQuerySchema } from '@shop/shared/catalog/admin-products-schemas';
import {
  importQuerySchema,
  importResultSchema,
  PRODUCT_CSV_MAX_BYTES,
} from '@shop/shared/catalog/product-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { baseUrlOf } from '../../../lib/http/base-url';
import type { CatalogWriter } from '../admin/catalog-write.service';
import { exportProductCsv, productCsvTemplate } from './product-csv-export.service';
import {
  csvText,
  discardUnfinishedImports,
  importProductCsv,
  tooLargeMessage,
} from './product-csv-import.service';
import type { CsvImageStore } from './product-csv-pictures';

const exportQuerySchema = z.object({
  search: adminProductListQuerySchema.shape.search,
  stock: adminProductListQuerySchema.shape.stock,
  category: adminProductListQuerySchema.shape.category,
  status: adminProductListQuerySchema.shape.status,
});

const CSV_TYPE = 'text/csv; charset=utf-8';

/** The request stream of an import sent as text/csv, told apart from any other body. */
class CsvBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/**
 * The catalog in and out as Shopify's product CSV (docs/product/api.md, Products: import and
 * export); behind the admin scope in app.ts, next to productsAdminRoutes under /api/products.
 */
export const productsCsvAdminRoutes =
  (deps: {
    db: Db;
    writer: CatalogWriter;
    imageStore: CsvImageStore;
    publicUrl?: string;
    /** Tests only: pictures may come from 127.0.0.1. */
    fetchesPrivateHosts?: boolean;
    /** The embedded database: imports are staged (ImportDeps.stagesWrites). */
    stagesImports?: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['products'];
    // An import cut off by a stop or a crash left products nobody sees: they go before any other.
    if (deps.stagesImports) await discardUnfinishedImports(deps.db);
    // The body reaches the handler as the request stream: the import reads it as it parses.
    app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, new CsvBody(payload)));
    // Or as a file chosen in a form (multipart/form-data), read as it arrives too. One byte over
    // the most a file may have lets csvText see the file is too large rather than a cut one.
    await app.register(multipart, {
      limits: { files: 1, fileSize: PRODUCT_CSV_MAX_BYTES + 1, fields: 10, fieldSize: 10_000, parts: 11 },
    });

    app.get(
      '/export.csv',
      {
        schema: {
          tags,
          summary:
            'The products Manage Products lists with this filter (all without one) as Shopify product CSV, streamed (admin only)',
          querystring: exportQuerySchema,
          // The 200 is a CSV stream, documented in the summary.
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        reply.type(CSV_TYPE).header('content-disposition', 'attachment; filename="products.csv"');
        // A stream is sent as it is; the route's typed replies know only JSON and text.
        return reply.send(
          exportProductCsv(deps.db, request.query, baseUrlOf(request, deps.publicUrl)) as unknown as {
            message: string;
          },
        );
      },
    );

    app.get(
      '/import-template.csv',
      {
        schema: {
          tags,
          summary:
            'A product CSV to fill in: the header and a dress in two sizes with one picture (admin only)',
          response: { 200: z.string().describe('CSV text'), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) =>
        reply
          .type(CSV_TYPE)
          .header('content-disposition', 'attachment; filename="products-template.csv"')
          .send(productCsvTemplate(baseUrlOf(request, deps.publicUrl))),
    );

    app.post(
      '/import',
      {
        bodyLimit: PRODUCT_CSV_MAX_BYTES,
        config: { tooLargeMessage: tooLargeMessage(PRODUCT_CSV_MAX_BYTES) },
        schema: {
          tags,
          summary:
            'Import a Shopify product CSV (the body as text/csv, or a file in multipart/form-data) in one transaction, all or nothing; dryRun=true reports the same counts and errors without writing (admin only)',
          querystring: importQuerySchema,
          response: { 200: importResultSchema, ...errorResponses(400, 401, 403, 409, 413) },
        },
      },
      async (request, reply) => {
        if (Number(request.headers['content-length']) > PRODUCT_CSV_MAX_BYTES)
          throw new DomainError(413, tooLargeMessage(PRODUCT_CSV_MAX_BYTES));
        let file: AsyncIterable<Buffer>;
        if (request.isMultipart()) {
          const part = await request.file();
          if (!part) throw new DomainError(400, 'Choose a CSV file to import', 'file');
          file = part.file;
        } else if (request.body instanceof CsvBody) {
          file = request.body.stream;
        } else {
          throw new DomainError(
            400,
            'Send the file as the body, with Content-Type: text/csv, or as a file in multipart/form-data',
            'body',
          );
        }
        const query = request.query;
        return importProductCsv(
          {
            db: deps.db,
            writer: deps.writer,
            images: deps.imageStore,
            baseUrl: baseUrlOf(request, deps.publicUrl),
            fetchesPrivateHosts: deps.fetchesPrivateHosts ?? false,
            stagesWrites: deps.stagesImports ?? false,
          },
          csvText(file),
          {
            dryRun: query.dryRun === 'true',
            skipImages: query.skipImages === 'true',
            categoryMap: query.categoryMap,
            defaultCategory: query.defaultCategory,
            createCategories: query.createCategories === 'true',
            addSizes: query.addSizes === 'true',
            colorFamilies: query.colorFamilies,
          },
        ).catch((error: unknown) => {
          // Refused before the whole file arrived (too large, past a limit): the rest is never
          // read, so the connection closes after the answer, as Fastify does for its own body
          // errors, rather than stay open for a client still sending.
          if (!request.raw.complete) reply.header('connection', 'close');
          throw error;
        });
      },
    );
  };
