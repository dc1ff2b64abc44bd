import { spawn } from 'node:child_process';
import { type AddressInfo, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../modules/uploads';
import { type LoggedIn, registerAndLogin } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DRAIN_AT_MOST_BYTES } from './body-limit';

/**
 * Over a real connection, from a script in a process of its own: inject never opens a socket,
 * so it cannot show the reset (EPIPE, ECONNRESET) a client got when the shop closed the
 * connection while an oversized body was still arriving, and the 413 was lost with it.
 */
let t: TestApp;
let base: string;
let shopper: LoggedIn;
let admin: LoggedIn;
let client: number | undefined;

/** Node's fetch sending an 8 MB body as JSON, as a script or the web app sends a picture. */
const CLIENT = `
const [url, method, token, kind] = process.argv.slice(1);
const eightMb = Buffer.alloc(8 * 1024 * 1024, 7);
const body = JSON.stringify(
  kind === 'picture'
    ? { image: 'data:image/png;base64,' + eightMb.toString('base64') }
    : { bio: 'x'.repeat(eightMb.length) },
);
try {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
    body,
  });
  console.log(JSON.stringify({ status: response.status, body: await response.json() }));
} catch (error) {
  console.log(JSON.stringify({ error: String(error.cause?.code ?? error.message) }));
}`;

/**
 * A busy machine, made certain: the client's process gets no turn for a moment as the answer is
 * written, so whatever the shop does to the connection meanwhile decides whether the client can
 * still read that answer when it runs again.
 */
function busyClientAtAnswer(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const pid = client;
    if (reply.statusCode !== 413 || pid === undefined) return payload;
    process.kill(pid, 'SIGSTOP');
    setTimeout(() => process.kill(pid, 'SIGCONT'), 300).unref();
    return payload;
  });
}

function send(method: string, path: string, who: LoggedIn, kind: 'picture' | 'json') {
  return new Promise<unknown>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', CLIENT, `${base}${path}`, method, who.token, kind],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    client = child.pid;
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', () => {
      client = undefined;
      resolve(JSON.parse(out));
    });
  });
}

beforeAll(async () => {
  t = await createTestApp({ beforeReady: busyClientAtAnswer });
  shopper = await registerAndLogin(t.app, t.database.db);
  admin = await registerAndLogin(t.app, t.database.db, { role: 'admin' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
});

const TOO_LARGE_JSON = 'The request is too large (at most 1 MB).';
// Several rounds: the reset came in two of three runs on a busy machine.
const ROUNDS = 3;

describe('a body over the limit, sent by a script over a real connection', () => {
  it('answers an 8 MB profile picture with a 413 the client reads, naming the 5 MB limit', async () => {
    expect(UPLOAD_MESSAGES.tooLarge).toContain('5 MB');
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(await send('POST', '/uploadImage', shopper, 'picture')).toEqual({
        status: 413,
        body: { message: UPLOAD_MESSAGES.tooLarge },
      });
    }
  });

  it("answers an owner's 8 MB product picture the same way", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(await send('POST', '/uploadImage', admin, 'picture')).toEqual({
        status: 413,
        body: { message: UPLOAD_MESSAGES.tooLarge },
      });
    }
  });

  it('answers an 8 MB JSON body anywhere else with a 413 naming its 1 MB limit', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(await send('PATCH', '/api/auth/edit-profile', shopper, 'json')).toEqual({
        status: 413,
        body: { message: TOO_LARGE_JSON },
      });
      expect(await send('POST', '/api/products/created-product', admin, 'json')).toEqual({
        status: 413,
        body: { message: TOO_LARGE_JSON },
      });
    }
  });

  it('answers at once, without waiting for it, a body declared larger than it would read', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /uploadImage HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${shopper.token}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${DRAIN_AT_MOST_BYTES + 1}\r\n\r\n{"image":"`,
        );
      });
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
        if (answer.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(answer);
        }
      });
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
  });
});
