/**
 * A check constraint's refusal (SQLSTATE 23514) of a write, however deep drizzle wrapped the
 * driver's error: two admins raced, or a checkout took a use meanwhile, and the table's own
 * check decided. The unique case is lib/database-errors.ts's isUniqueViolation.
 */
export function isCheckViolation(error: unknown, constraint: string): boolean {
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
    if (code === '23514') {
      return name === constraint || (typeof message === 'string' && message.includes(constraint));
    }
    current = cause;
  }
  return false;
}
