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

/**
 * The address a shop without PUBLIC_URL is reached at from this machine: the one it listens on,
 * or localhost when it listens on every interface. Mailed links use it, never a request's Host.
 */
export function listeningUrl(host: string, port: number): string {
  const everywhere = host === '0.0.0.0' || host === '::' || host === '';
  const name = everywhere ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
