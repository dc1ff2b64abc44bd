import {
  catalogProductSchema,
  categoriesResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
} from '@shop/shared/catalog-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getProduct, listCategories, listProducts } from './catalog.service';

const messageSchema = z.object({ message: z.string() });

/** The public storefront catalog (SPEC.md section 7, Products API). */
export const catalogRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'List products with filters, search, sort and paging',
          querystring: productListQuerySchema,
          response: { 200: productListResponseSchema, 400: messageSchema },
        },
      },
      async (request) => listProducts(db, request.query),
    );

    app.get(
      '/products/:handle',
      {
        schema: {
          tags: ['catalog'],
          summary: 'One product by its handle or id',
          params: z.object({ handle: z.string().min(1).max(200) }),
          response: { 200: catalogProductSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const product = await getProduct(db, request.params.handle);
        if (!product) return reply.status(404).send({ message: 'Product not found' });
        return product;
      },
    );

    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Categories that have products',
          response: { 200: categoriesResponseSchema },
        },
      },
      async () => listCategories(db),
    );
  };
