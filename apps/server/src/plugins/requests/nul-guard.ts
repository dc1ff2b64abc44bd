import type { FastifyInstance } from 'fastify';

const LABEL = { body: 'field', query: 'query parameter', params: 'path parameter' } as const;

/**
 * What a parser of JSON, a form or a query string makes: arrays and plain objects. A stream or
 * another object a route's own parser hands over (a CSV import's body) is not walked.
 */
function isParsedValue(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) return true;
  // The query string parser's objects inherit from a bare object of its own, with no constructor.
  return Object.getPrototypeOf(prototype) === null && !Object.hasOwn(prototype, 'constructor');
}

/** The path of the first string holding U+0000 inside a parsed value, or null. */
function findNul(value: unknown): string | null {
  // Iterative, so a deeply nested JSON body cannot exhaust the stack.
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path;
    } else if (isParsedValue(item.value)) {
      for (const [key, child] of Object.entries(item.value)) {
        if (key.includes('\u0000')) return item.path;
        stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text and answers such a query with an error, which would
 * surface as a 500. No field of ours has a use for it, so any request carrying one, in the
 * body, the query string or the path, is refused up front with the field named.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const where of ['body', 'query', 'params'] as const) {
      const path = findNul(request[where]);
      if (path === null) continue;
      const field = path || '(root)';
      return reply
        .status(400)
        .send({ message: `Invalid ${LABEL[where]} '${field}': must not contain a NUL character`, field });
    }
  });
}
