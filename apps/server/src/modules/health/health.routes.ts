import { errorResponses } from '@shop/shared/api-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes =
  ({ ping, stopping }: { ping: () => Promise<void>; stopping: () => boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          summary: 'The process is up',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['health'],
          summary: 'The database answers and the instance is not stopping',
          response: { 200: z.object({ status: z.literal('ready') }), ...errorResponses(503) },
        },
      },
      async (request, reply) => {
        if (stopping()) return reply.status(503).send({ message: 'Shutting down' });
        try {
          await ping();
          return { status: 'ready' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'database not reachable');
          return reply.status(503).send({ message: 'Database not reachable' });
        }
      },
    );
  };
