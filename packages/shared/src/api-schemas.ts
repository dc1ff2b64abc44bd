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
