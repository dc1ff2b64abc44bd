import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * A reset link's token is a password for half an hour; it must not sit in log files or
 * terminals. The reset page and its check both carry it in the query string.
 */
export function redactTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's own request serializer with the URL's tokens redacted, for JSON logs. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `GET /shop 200 3 ms`: everything a developer watching the terminal needs about a request. */
export function requestLine(request: FastifyRequest, statusCode: number, elapsedMs: number): string {
  return `${request.method} ${redactTokens(request.url)} ${statusCode} ${Math.round(elapsedMs)} ms`;
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
