export type DomainStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/**
 * A business rule said no. It is the only error a service or guard throws on purpose: it
 * carries the status and a sentence a person can act on, and plugins/errors.ts turns it into
 * `{message, field}`. Handlers never write a 4xx answer themselves.
 */
export class DomainError extends Error {
  constructor(
    readonly status: DomainStatus,
    message: string,
    readonly field?: string,
    /** For 429: how long the client should wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
