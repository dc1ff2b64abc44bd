import {
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_COLUMNS,
  PRODUCT_CSV_MAX_FIELD_BYTES,
  PRODUCT_CSV_MAX_RECORD_BYTES,
  PRODUCT_CSV_MAX_ROWS,
} from '@shop/shared/catalog/product-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../../../test/admin-api-fixtures';
import { MAX_DESCRIPTION_HTML } from '../admin/product-input-checks';

// An import is bounded while the file streams in (docs/product/api.md, Products: import and
// export): columns per row, bytes per cell and per row, rows per file. The first excess answers
// 400 naming its line, before anything of the file is checked, fetched or written.

let t: AdminApi;
beforeAll(async () => {
  t = await createAdminApi();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const HEADER =
  'Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price';
const row = (handle: string, body = '') =>
  `${handle},A Scarf,${body},Accessories,Size,One Size,Color,Black,25.00`;

const importCsv = (payload: string, query = '?dryRun=true') =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/import${query}`,
    headers: { ...t.admin.bearer, 'content-type': 'text/csv' },
    payload,
  });

async function refused(payload: string) {
  const answer = await importCsv(payload);
  expect(answer.statusCode, answer.body).toBe(400);
  const body = answer.json() as { message: string; field: string };
  expect(body.field).toBe('file');
  return body.message;
}

describe('an import is bounded', () => {
  it('a field holds the longest description the shop takes, in three-byte characters', async () => {
    expect(PRODUCT_CSV_MAX_FIELD_BYTES).toBeGreaterThanOrEqual(MAX_DESCRIPTION_HTML * 3);
    const body = `<p>${'€'.repeat(MAX_DESCRIPTION_HTML - 7)}</p>`;
    const answer = await importCsv(`${HEADER}\r\n${row('long-scarf', body)}\r\n`);
    expect(answer.json()).toMatchObject({ created: 1, errors: [] });
  });

  it(`a row of more than ${PRODUCT_CSV_MAX_COLUMNS} columns`, async () => {
    const wide = `${HEADER}${',x'.repeat(PRODUCT_CSV_MAX_COLUMNS - 9)}`;
    expect(wide.split(',')).toHaveLength(PRODUCT_CSV_MAX_COLUMNS);
    // Exactly the most columns a row may have is read.
    expect((await importCsv(`${wide}\r\n${row('wide-scarf')}\r\n`)).statusCode).toBe(200);
    expect(await refused(`${wide},one too many\r\n${row('wide-scarf')}\r\n`)).toBe(
      `Line 1 has more than ${PRODUCT_CSV_MAX_COLUMNS} columns: a row may have at most ${PRODUCT_CSV_MAX_COLUMNS}.`,
    );
    expect(
      await refused(`${HEADER}\r\n${row('a')}\r\n"a quoted\r\nbreak"\r\n${row('b')}${',x'.repeat(200)}\r\n`),
    ).toBe(
      `Line 5 has more than ${PRODUCT_CSV_MAX_COLUMNS} columns: a row may have at most ${PRODUCT_CSV_MAX_COLUMNS}.`,
    );
  });

  it('a cell of more than its bytes, counted in UTF-8, quoted or not', async () => {
    const kib = PRODUCT_CSV_MAX_FIELD_BYTES / 1024;
    // Half as many characters as the cap has bytes: two bytes each.
    const long = 'é'.repeat(PRODUCT_CSV_MAX_FIELD_BYTES / 2 + 1);
    expect(await refused(`${HEADER}\r\n${row('a')}\r\n${row('b', long)}\r\n`)).toBe(
      `Line 3, column Body (HTML): a cell may hold at most ${kib} KiB.`,
    );
    // Inside quotes the likelier cause is a quote never closed.
    expect(await refused(`${HEADER}\r\n${row('a', `"${long}"`)}\r\n`)).toBe(
      `Line 2, column Body (HTML): a cell may hold at most ${kib} KiB (is a quote left open?).`,
    );
    // A column the header does not name is told by its number.
    expect(
      await refused(`${HEADER}\r\n${row('a')},,${'x'.repeat(PRODUCT_CSV_MAX_FIELD_BYTES + 1)}\r\n`),
    ).toBe(`Line 2, column 11: a cell may hold at most ${kib} KiB.`);
  });

  it('a row of more than its bytes', async () => {
    const cell = 'x'.repeat(PRODUCT_CSV_MAX_FIELD_BYTES - 10);
    const cells = Math.ceil(PRODUCT_CSV_MAX_RECORD_BYTES / cell.length);
    expect(await refused(`${HEADER}\r\n${row('a')}${`,${cell}`.repeat(cells)}\r\n`)).toBe(
      `Line 2 holds more than ${PRODUCT_CSV_MAX_RECORD_BYTES / 1024} KiB: a row may hold at most that.`,
    );
  });

  it(`a file of more than ${PRODUCT_CSV_MAX_ROWS.toLocaleString('en-US')} rows after its header`, async () => {
    const rows = `${HEADER}\r\n${'r\r\n'.repeat(PRODUCT_CSV_MAX_ROWS)}r\r\n`;
    expect(await refused(rows)).toBe(
      `Line ${PRODUCT_CSV_MAX_ROWS + 2}: a file may have at most ${PRODUCT_CSV_MAX_ROWS.toLocaleString('en-US')} rows after its header.`,
    );
  });

  it('a product of more rows than its variants and pictures can fill is an error on the first row too many', async () => {
    // 50 variants and 20 pictures at most: a 71st row of one Handle can only be too many.
    const rows = Array.from({ length: 71 }, (_, i) => (i === 0 ? row('many-rows-scarf') : 'many-rows-scarf'));
    const answer = await importCsv(`${HEADER}\r\n${rows.join('\r\n')}\r\n`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().errors).toEqual([
      { line: 72, column: 'Handle', message: 'A product spans at most 70 rows (50 variants, 20 pictures)' },
    ]);
  });

  it('a file of the largest size the shop takes, one row of nothing but commas, is refused with flat memory', async () => {
    // Over a socket, in 64 KiB pieces as a browser sends it: the test itself holds none of it,
    // and the server (in this process) reads it as it arrives.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const piece = new Uint8Array(64 * 1024).fill(','.charCodeAt(0));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= PRODUCT_CSV_MAX_BYTES) return controller.close();
        const next = piece.subarray(0, Math.min(piece.length, PRODUCT_CSV_MAX_BYTES - sent));
        sent += next.length;
        controller.enqueue(next);
      },
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampling = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    let answer: Response;
    try {
      answer = await fetch(`${base}/api/products/import?dryRun=true`, {
        method: 'POST',
        headers: { ...t.admin.bearer, 'content-type': 'text/csv' },
        body,
        duplex: 'half',
      } as RequestInit);
    } finally {
      clearInterval(sampling);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // Such a file grew the server by well over a gigabyte when the reader held every field.
    expect((peak - before) / 2 ** 20).toBeLessThan(100);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: `Line 1 has more than ${PRODUCT_CSV_MAX_COLUMNS} columns: a row may have at most ${PRODUCT_CSV_MAX_COLUMNS}.`,
      field: 'file',
    });
  }, 120_000);
});
