import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerNulGuard } from './nul-guard';

// The NUL guard on a bare app: whatever parsers made (JSON, the query string, path parameters) is
// walked; a body a route's own parser hands over as an object of its own (a stream) is not.

async function app() {
  const server = Fastify();
  registerNulGuard(server);
  server.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  server.post('/echo/:id', async (request) => ({ ok: request.body instanceof Readable || 'json' }));
  await server.ready();
  return server;
}

describe('the NUL guard', () => {
  it('refuses U+0000 in a JSON body, a query parameter or a path parameter, naming it', async () => {
    const server = await app();
    const body = await server.inject({
      method: 'POST',
      url: '/echo/1',
      payload: { note: { text: 'a\u0000' } },
    });
    expect([body.statusCode, body.json().field]).toEqual([400, 'note.text']);
    const query = await server.inject({ method: 'POST', url: '/echo/1?q=dr%00ess', payload: {} });
    expect([query.statusCode, query.json().field]).toEqual([400, 'q']);
    const path = await server.inject({ method: 'POST', url: '/echo/a%00b', payload: {} });
    expect([path.statusCode, path.json().field]).toEqual([400, 'id']);
    await server.close();
  });

  it('leaves a streamed body to its route', async () => {
    const server = await app();
    const csv = await server.inject({
      method: 'POST',
      url: '/echo/1',
      headers: { 'content-type': 'text/csv' },
      payload: 'Handle\r\na\u0000b\r\n',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.json()).toEqual({ ok: true });
    await server.close();
  });
});
