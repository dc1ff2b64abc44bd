/**
 * Errors that mean the database is not there or not answering, rather than that a request was
 * wrong: the connection was refused, dropped or timed out, the server is shutting down or
 * starting, or a statement ran past its timeout. They answer 503 with Retry-After, never 500,
 * and the shop recovers by itself: the pool opens new connections as requests come.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** SQLSTATEs: class 08 is "connection exception"; the rest are named below. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '57014', // query_canceled: the statement ran past DATABASE_STATEMENT_TIMEOUT_SECONDS
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps a driver's error as the cause of its own; walk a few levels down.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known)))
      return true;
    current = cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a moment.';

/** What a client told of an unavailable database should wait before asking again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATE 23505 (unique_violation) or 23514 (check_violation) of `constraint`, however deep drizzle wrapped it. */
function isViolation(error: unknown, sqlState: string, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const {
      code,
      constraint: name,
      message,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === sqlState)
      return name === constraint || (typeof message === 'string' && message.includes(constraint));
    current = cause;
  }
  return false;
}

/**
 * A unique index's refusal of a write: the database decided a race, and the caller turns it
 * into the answer the loser gets.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, '23505', constraint);
}

/** A check constraint's refusal of a write: two writers raced, and the table's own check decided. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, '23514', constraint);
}
