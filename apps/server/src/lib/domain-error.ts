/**
 * A business rule said no. Services throw it without knowing about HTTP status lines beyond
 * the number; the error handler turns it into `{message, field}` with that status.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 429,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
