import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for an S3 bucket in tests, path-style as S3_ENDPOINT makes the SDK ask: PutObject,
 * ListObjectsV2 (a page of at most max-keys, with a continuation token) and DeleteObjects, kept in
 * memory. Keys in `refused` are listed as errors when deleted, as S3 does for a key it may not
 * delete.
 */
export interface FakeS3Bucket {
  endpoint: string;
  objects: Map<string, { body: Buffer; lastModified: Date }>;
  refused: Set<string>;
  /** The requests seen, as METHOD /path?query. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeS3Bucket(bucket: string): Promise<FakeS3Bucket> {
  const objects: FakeS3Bucket['objects'] = new Map();
  const refused = new Set<string>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url}`);
      const url = new URL(request.url ?? '/', 'http://bucket');
      const [, name, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const xml = (body: string) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
      };
      if (name !== bucket) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<Error><Code>NoSuchBucket</Code><Message>No such bucket</Message></Error>');
        return;
      }
      if (request.method === 'PUT' && key) {
        objects.set(key, { body: Buffer.concat(chunks), lastModified: new Date() });
        response.writeHead(200, { etag: '"0123456789abcdef"', 'content-length': '0' });
        response.end();
        return;
      }
      if (request.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const maxKeys = Number(url.searchParams.get('max-keys') ?? 1000);
        const after = url.searchParams.get('continuation-token') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = keys.slice(0, maxKeys);
        const truncated = keys.length > page.length;
        xml(
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${page
            .map(
              (k) =>
                `<Contents><Key>${k}</Key><LastModified>${objects.get(k)?.lastModified.toISOString()}</LastModified><Size>${objects.get(k)?.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
            )
            .join(
              '',
            )}${truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
        return;
      }
      if (request.method === 'POST' && !key && url.searchParams.has('delete')) {
        const keys = [
          ...Buffer.concat(chunks)
            .toString('utf8')
            .matchAll(/<Key>([^<]*)<\/Key>/g),
        ].map((match) => match[1] ?? '');
        const errors: string[] = [];
        for (const k of keys) {
          if (refused.has(k)) {
            errors.push(
              `<Error><Key>${k}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`,
            );
          } else objects.delete(k);
        }
        xml(`<DeleteResult>${errors.join('')}</DeleteResult>`);
        return;
      }
      response.writeHead(400, { 'content-type': 'application/xml' });
      response.end('<Error><Code>NotImplemented</Code><Message>Not in the fake</Message></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    refused,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
