import type { FastifyRequest } from 'fastify';

/**
 * The address shoppers use: PUBLIC_URL when configured, else what this request came in on
 * (config.ts requires PUBLIC_URL wherever a forged Host header could do harm).
 */
export function baseUrlOf(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicUrl: string | undefined,
): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
