import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../../lib/security/public-address';
import { fetchPicture, PictureFetchError, type PictureFetchOptions } from './product-csv-picture-fetch';

// A CSV import's picture fetch (docs/decisions/042) against two servers on this machine: the
// tests allow 127.0.0.1 as if it were the internet, and 127.0.0.2 stands for a private address
// behind it, which must never be asked for anything.

const PICTURE = Buffer.from('not really a png, but bytes');
let outside: Server;
let inside: Server;
let outsideUrl: string;
let insideUrl: string;
let insidePort = 0;
/** Requests the server standing for the private network received. */
let insideAsked = 0;

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  inside = createServer((_request, response) => {
    insideAsked += 1;
    response.writeHead(200).end(PICTURE);
  });
  insidePort = await listen(inside, '127.0.0.2');
  insideUrl = `http://127.0.0.2:${insidePort}`;
  outside = createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/pic.png') return void response.writeHead(200).end(PICTURE);
    if (url === '/big.png') return void response.writeHead(200).end(Buffer.alloc(2000));
    if (url === '/big-unannounced.png') {
      response.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 4; i += 1) response.write(Buffer.alloc(600));
      return void response.end();
    }
    if (url === '/slow.png') return; // never answers
    if (url === '/to-inside') return void response.writeHead(302, { location: `${insideUrl}/pic.png` }).end();
    if (url === '/to-name')
      return void response.writeHead(301, { location: `http://pictures.test:${insidePort}/pic.png` }).end();
    if (url === '/to-pic') return void response.writeHead(307, { location: '/pic.png' }).end();
    if (url === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    response.writeHead(404).end('not here');
  });
  outsideUrl = `http://127.0.0.1:${await listen(outside, '127.0.0.1')}`;
});
afterAll(async () => {
  await new Promise((resolve) => outside.close(resolve));
  await new Promise((resolve) => inside.close(resolve));
});

/** 127.0.0.1 counts as the internet here; everything else, 127.0.0.2 included, as not. */
const options = (more: Partial<PictureFetchOptions> = {}): PictureFetchOptions => ({
  timeoutMs: 2_000,
  maxBytes: 1_000,
  allows: (address) => address === '127.0.0.1',
  ...more,
});

async function failure(src: string, more: Partial<PictureFetchOptions> = {}): Promise<PictureFetchError> {
  const error = await fetchPicture(src, options(more)).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PictureFetchError);
  expect((error as PictureFetchError).message).toBe(`The picture at ${src} could not be fetched.`);
  return error as PictureFetchError;
}

describe('fetchPicture', () => {
  it('fetches a picture from an allowed address, following a redirect', async () => {
    expect(await fetchPicture(`${outsideUrl}/pic.png`, options())).toEqual(PICTURE);
    expect(await fetchPicture(`${outsideUrl}/to-pic`, options())).toEqual(PICTURE);
  });

  it('the real shop allows only the public internet: this machine is refused before any connection', async () => {
    const before = insideAsked;
    expect((await failure(`${insideUrl}/pic.png`, { allows: undefined })).reason).toBe(
      '127.0.0.2 is not on the public internet',
    );
    expect((await failure(`${outsideUrl}/pic.png`, { allows: undefined })).reason).toBe(
      '127.0.0.1 is not on the public internet',
    );
    expect(insideAsked).toBe(before);
  });

  it('checks every redirect hop: one to a private address is refused and never asked', async () => {
    const before = insideAsked;
    expect((await failure(`${outsideUrl}/to-inside`)).reason).toBe('127.0.0.2 is not on the public internet');
    expect(insideAsked).toBe(before);
  });

  it('connects to the address its one lookup checked: a name cannot resolve twice', async () => {
    const asked: string[] = [];
    // Answers a public-looking address the first time and the private one after: a check done
    // by a lookup of its own would pass and the connection's lookup would reach the inside.
    const rebinding: Resolver = (hostname, _options, callback) => {
      asked.push(hostname);
      callback(null, [{ address: asked.length === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }]);
    };
    const before = insideAsked;
    // The name resolves once, to 127.0.0.1, and the connection goes there: the picture server
    // on 127.0.0.1 has no server on the inside server's port, so nothing is fetched at all.
    const refused = await failure(`http://pictures.test:${insidePort}/pic.png`, { resolve: rebinding });
    expect(refused.reason).toContain(`127.0.0.1:${insidePort}`);
    expect(asked).toEqual(['pictures.test']);
    expect(insideAsked).toBe(before);
    // A name resolving to the private address is refused in the lookup, on a redirect too.
    const inward: Resolver = (_hostname, _options, callback) =>
      callback(null, [{ address: '127.0.0.2', family: 4 }]);
    expect((await failure(`${outsideUrl}/to-name`, { resolve: inward })).reason).toBe(
      'pictures.test is not on the public internet',
    );
    // One public and one private address for a name: refused, whichever would be tried.
    const mixed: Resolver = (_hostname, _options, callback) =>
      callback(null, [
        { address: '127.0.0.1', family: 4 },
        { address: '127.0.0.2', family: 4 },
      ]);
    await failure(`http://pictures.test:${insidePort}/pic.png`, { resolve: mixed });
    expect(insideAsked).toBe(before);
  });

  it('gives the same sentence for a 404, a closed port, a timeout, a loop, a non-http address or too many bytes', async () => {
    expect((await failure(`${outsideUrl}/missing.png`)).reason).toBe('answered 404');
    expect((await failure('http://127.0.0.1:1/pic.png')).reason).toMatch(/ECONNREFUSED/);
    expect((await failure(`${outsideUrl}/slow.png`, { timeoutMs: 200 })).reason).toMatch(/abort/i);
    expect((await failure(`${outsideUrl}/loop`)).reason).toBe('too many redirects');
    expect((await failure('ftp://127.0.0.1/pic.png')).reason).toBe('ftp: is not fetched');
    expect((await failure('pics/front.png')).reason).toBe('not a web address');
    expect((await failure(`${outsideUrl}/big.png`)).reason).toBe('larger than an upload may be');
    expect((await failure(`${outsideUrl}/big-unannounced.png`)).reason).toBe('larger than an upload may be');
  });
});
