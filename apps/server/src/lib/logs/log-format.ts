import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { maskEmails } from './mask-email';

/**
 * A reset link's token is a password for half an hour; it must not sit in log files or
 * terminals. The reset page and its check both carry it in the query string.
 */
export function redactTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/**
 * A request's URL as logs show it: reset tokens redacted and email addresses (`/api/orders/
 * jane%40example.com`, an admin's search) masked, as docs/product/rules.md (Logs) says.
 */
export function loggedUrl(url: string): string {
  return maskEmails(redactTokens(url));
}

/** Fastify's own request serializer with the URL as logs show it (loggedUrl), for JSON logs. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `GET /shop 200 3 ms`: everything a developer watching the terminal needs about a request. */
export function requestLine(request: FastifyRequest, statusCode: number, elapsedMs: number): string {
  return `${request.method} ${loggedUrl(request.url)} ${statusCode} ${Math.round(elapsedMs)} ms`;
}

/** Every string in a parsed log line, email addresses masked; the rest as it was. */
function maskStrings(value: unknown): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (Array.isArray(value)) return value.map(maskStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskStrings(item)]));
  }
  return value;
}

/**
 * Pino's last step before a line is written (its `streamWrite` hook, set in main.ts): the email
 * addresses anywhere in it masked, in the message, an error's message and stack (a mail server
 * names the recipient it refused, a failed query its parameters) or any other field. A line
 * without `@` or `%40` is passed on untouched.
 */
export function maskLogLine(line: string): string {
  if (!line.includes('@') && !line.includes('%40')) return line;
  try {
    return `${JSON.stringify(maskStrings(JSON.parse(line)))}\n`;
  } catch {
    return maskEmails(line);
  }
}

/**
 * One line per request, when it is answered, instead of Fastify's 'incoming request' and
 * 'request completed' pair (and its 'route not found' line, which the 404 line already says).
 */
export class RequestLineLogController extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = requestLine(request, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * A destination for pino that prints each JSON log line as `12:04:05 GET /shop 200 3 ms`:
 * in development the terminal is read by a person, and the start banner must not scroll away
 * under JSON. Info lines carry no level name; warnings and errors say so, errors with stack.
 */
export function readableLogStream(out: Pick<NodeJS.WritableStream, 'write'> = process.stdout) {
  return {
    write(line: string) {
      let entry: { level?: number; time?: number; msg?: string; err?: { message?: string; stack?: string } };
      try {
        entry = JSON.parse(line);
      } catch {
        out.write(line);
        return;
      }
      const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
      const level = LEVEL_NAMES[entry.level ?? 30];
      const text = [time, level, entry.msg].filter(Boolean).join(' ');
      const detail = entry.err?.stack ?? entry.err?.message;
      out.write(detail ? `${text}\n${detail}\n` : `${text}\n`);
    },
  };
}
