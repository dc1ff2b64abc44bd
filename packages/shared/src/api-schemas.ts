// Answer shapes every part of the API shares.
import { z } from 'zod';

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * Every 4xx (plugins/errors.ts on the server): a sentence a person can act on, the field it is
 * about when there is one, and for a bad request each field's problem.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** The error answers a route documents, each `errorResponseSchema`: `errorResponses(400, 401, 403)`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

/** `page` and `limit` of a paged admin list, with this list's page size and at most 100. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(100_000, 'page must be at most 100000')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(100, 'limit must be at most 100')
      .default(defaultLimit),
  });
}
