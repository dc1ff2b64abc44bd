import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkedLookup, isPublicAddress, type Resolver } from '../../../lib/security/public-address';

// Another site's picture named by a CSV import, fetched from the public internet only
// (docs/decisions/042). Every way a fetch can fail gives the same sentence: telling a refused
// address from a closed port, a timeout or a 403 would let a file map the networks the server
// can reach, one Image Src at a time.

export interface PictureFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Which addresses may be connected to: public ones (tests serving pictures locally: any). */
  allows?: (address: string) => boolean;
  /** Tests only: the resolver behind the checked lookup. */
  resolve?: Resolver;
}

const MAX_REDIRECTS = 3;

/** Why a picture was not fetched, for the server's own eyes; its message is the one sentence. */
export class PictureFetchError extends Error {
  constructor(
    src: string,
    readonly reason: string,
  ) {
    super(pictureNotFetched(src));
  }
}

/** The one answer for a picture not fetched, whatever the reason. */
export const pictureNotFetched = (src: string) => `The picture at ${src} could not be fetched.`;

/**
 * The bytes of the picture at `src`: http(s) only, at most `maxBytes`, within `timeoutMs` all
 * told, following at most 3 redirects, each hop connecting only to addresses `allows` accepts,
 * through the lookup that checked them. Any failure is a PictureFetchError.
 */
export async function fetchPicture(src: string, options: PictureFetchOptions): Promise<Buffer> {
  const allows = options.allows ?? isPublicAddress;
  const lookup = checkedLookup(allows, options.resolve);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const fail = (reason: string): never => {
    throw new PictureFetchError(src, reason);
  };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return fail('not a web address');
  }
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail(`${url.protocol} is not fetched`);
    // A host that is an IP address is connected to without any lookup: check it here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !allows(host)) return fail(`${host} is not on the public internet`);
    let answer: IncomingMessage;
    try {
      answer = await get(url, lookup, signal);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    const status = answer.statusCode ?? 0;
    const location = status >= 300 && status < 400 ? answer.headers.location : undefined;
    if (location !== undefined) {
      answer.destroy();
      if (hop === MAX_REDIRECTS) return fail('too many redirects');
      try {
        url = new URL(location, url);
      } catch {
        return fail('a redirect to no address');
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      answer.destroy();
      return fail(`answered ${status}`);
    }
    try {
      return await readAtMost(answer, options.maxBytes);
    } catch (error) {
      answer.destroy();
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // agent: false: a kept-alive socket of another request would skip this request's lookup. Some
    // picture hosts refuse a request that does not say who asks.
    const headers = { accept: 'image/*', 'user-agent': 'Velora catalog import' };
    const request = client.get(url, { agent: false, lookup, signal, headers }, resolve);
    request.on('error', reject);
  });
}

async function readAtMost(answer: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(answer.headers['content-length']) > maxBytes) throw new Error('larger than an upload may be');
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of answer as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > maxBytes) throw new Error('larger than an upload may be');
    parts.push(part);
  }
  return Buffer.concat(parts);
}
