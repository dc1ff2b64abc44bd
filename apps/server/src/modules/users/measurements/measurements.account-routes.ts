import { errorResponses } from '@shop/shared/api-schemas';
import { measurementsBodySchema, measurementsResponseSchema } from '@shop/shared/people/measurements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { userOf } from '../../../lib/http/request-user';
import { forgetMeasurements, readMeasurements, saveMeasurements } from './measurements.service';

/**
 * The caller's own measurements for size advice (docs/product/api.md, Measurements), in the
 * account scope. The path has no user id: each shopper reaches only their own.
 */
export const measurementsAccountRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['users'];

    app.get(
      '/me/measurements',
      {
        schema: {
          tags,
          summary: "The caller's measurements in the unit they chose; every value null when never given",
          response: { 200: measurementsResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => readMeasurements(db, userOf(request).id),
    );

    app.put(
      '/me/measurements',
      {
        schema: {
          tags,
          summary: "Replace the caller's measurements; kept in centimetres, answered in the unit sent",
          body: measurementsBodySchema,
          response: { 200: measurementsResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => saveMeasurements(db, userOf(request).id, request.body),
    );

    app.delete(
      '/me/measurements',
      {
        schema: {
          tags,
          summary: "Forget the caller's measurements",
          response: { 204: z.null().describe('Forgotten'), ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        await forgetMeasurements(db, userOf(request).id);
        return reply.status(204).send(null);
      },
    );
  };
