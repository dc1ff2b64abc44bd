import { errorResponses, messageResponseSchema } from '@shop/shared/api-schemas';
import {
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
} from '@shop/shared/catalog/admin-products-schemas';
import { bulkProductsBodySchema, bulkProductsResultSchema } from '@shop/shared/catalog/bulk-products-schemas';
import { PRODUCT_MESSAGES } from '@shop/shared/catalog/product-fields';
import { createProductBodySchema, updateProductBodySchema } from '@shop/shared/catalog/products-schemas';
import { recordId } from '@shop/shared/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { userOf } from '../../../lib/http/request-user';
import {
  createAdminProduct,
  deleteAdminProduct,
  duplicateAdminProduct,
  getAdminProduct,
  listAdminProducts,
  relatedAdminProducts,
  updateAdminProduct,
} from './admin-products.service';
import { bulkProducts } from './bulk-products.service';
import type { CatalogWriter } from './catalog-write.service';
import type { ProductFitReader } from './product-fit-reader';

const idParams = z.object({ id: recordId('id must be a product id') });
const errors = errorResponses(400, 401, 403, 404, 409);

/** Managing products (docs/product/api.md, Products); behind the admin scope in app.ts. */
export const productsAdminRoutes =
  ({
    db,
    writer,
    fitOf,
  }: {
    db: Db;
    writer: CatalogWriter;
    fitOf: ProductFitReader;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['products'];

    app.get(
      '/',
      {
        schema: {
          tags,
          summary:
            'Every product, 12 a page, filtered by words in the name, stock state and category, sorted by date, title, price or stock, each with its fit answers and size returns; a page past the end answers the last page (admin only)',
          querystring: adminProductListQuerySchema,
          response: { 200: adminProductListSchema, ...errors },
        },
      },
      async (request) => listAdminProducts(db, request.query, fitOf),
    );

    app.post(
      '/created-product',
      {
        schema: {
          tags,
          summary:
            'Add a product with its pictures and stock per size; the caller is its author (admin only)',
          body: createProductBodySchema,
          response: { 201: adminProductSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createAdminProduct(db, writer, userOf(request).id, request.body)),
    );

    app.post(
      '/bulk',
      {
        schema: {
          tags,
          summary:
            'One action on the chosen products (ids) or on all that match a Manage Products filter, in one transaction: set status, change prices by a percentage or an amount, add stock to every size, or delete (admin only)',
          body: bulkProductsBodySchema,
          response: { 200: bulkProductsResultSchema, ...errors },
        },
      },
      async (request) => bulkProducts(db, writer, request.body),
    );

    app.post(
      '/:id/duplicate',
      {
        schema: {
          tags,
          summary:
            'A draft copy of a product (Copy of …): same description, prices, pictures and sizes, no stock, new SKUs (admin only)',
          params: idParams,
          response: { 201: adminProductSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await duplicateAdminProduct(db, writer, userOf(request).id, request.params.id)),
    );

    app.get(
      '/related/:id',
      {
        schema: {
          tags,
          summary: 'Other products of the same category, newest first (admin only)',
          params: idParams,
          response: { 200: z.array(adminProductSchema), ...errors },
        },
      },
      async (request) => relatedAdminProducts(db, request.params.id),
    );

    app.patch(
      '/update-product/:id',
      {
        schema: {
          tags,
          summary:
            'Change any of a product’s fields, pictures, prices and stock per size; a size with stock or held units leaves only when dropSizes names it, and a size sent with stockWas whose stock changed meanwhile keeps it, or answers 409 when the owner changed it too (admin only)',
          params: idParams,
          body: updateProductBodySchema,
          response: { 200: adminProductSchema, ...errors },
        },
      },
      async (request) => updateAdminProduct(db, writer, request.params.id, request.body),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary: 'One product in the admin shape (admin only)',
          params: idParams,
          response: { 200: adminProductSchema, ...errors },
        },
      },
      async (request) => getAdminProduct(db, request.params.id),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          summary: 'Remove a product from the shop and every cart; past orders keep their lines (admin only)',
          params: idParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await deleteAdminProduct(writer, request.params.id);
        return { message: PRODUCT_MESSAGES.deleted };
      },
    );
  };
