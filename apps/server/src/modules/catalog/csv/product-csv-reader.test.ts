import { describe, expect, it } from 'vitest';
import {
  CsvLimitError,
  type CsvLimits,
  CsvRecordReader,
  CsvSyntaxError,
  PRODUCT_CSV_LIMITS,
  parseCsv,
  withinLimits,
} from './product-csv-reader';

async function* inPieces(text: string, pieceSize: number) {
  for (let i = 0; i < text.length; i += pieceSize) yield text.slice(i, i + pieceSize);
}

async function records(text: string, pieceSize: number, limits?: CsvLimits) {
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of parseCsv(inPieces(text, pieceSize), limits)) out.push(record);
  return out;
}

describe('parseCsv', () => {
  const text = '\uFEFFa,b,c\r\n1,"x, ""y""\r\nz",3\r\n\r\n"",,\n4,5,"6"';

  it('reads quoted commas, quotes and line breaks, however the text arrives in pieces', async () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await records(text, size), `pieces of ${size}`).toEqual([
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['1', 'x, "y"\r\nz', '3'] },
        // Line 4 is blank; each record says the physical line it starts on.
        { line: 5, fields: ['', '', ''] },
        { line: 6, fields: ['4', '5', '6'] },
      ]);
    }
  });

  it('refuses a quote never closed, naming the line it opened on', async () => {
    await expect(records('a,b\r\n1,"open\r\n2,3\r\n', 4)).rejects.toEqual(
      new CsvSyntaxError(2, 'A quoted field is not closed'),
    );
  });
});

describe('the limits of a file, checked as it arrives', () => {
  const small: CsvLimits = { columns: 3, fieldBytes: 4, recordBytes: 12, rows: 2 };
  const refusal = async (text: string, size = 1) =>
    records(text, size, small).then(
      () => null,
      (error: unknown) => error,
    );

  it('reads a file exactly at every limit', async () => {
    // Three columns, four-byte cells (é is two bytes), twelve bytes of cells and commas, two rows.
    const text = 'a,b,c\r\nabcd,éé,ab\r\n"a""b",,\r\n';
    for (const size of [1, 3, 100])
      expect(await records(text, size, small)).toEqual([
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['abcd', 'éé', 'ab'] },
        { line: 3, fields: ['a"b', '', ''] },
      ]);
  });

  it('stops at the first column, byte or row too many, naming its line and column', async () => {
    expect(await refusal('a,b,c\r\n1,2,3,4\r\n')).toEqual(
      new CsvLimitError(2, 'Line 2 has more than 3 columns: a row may have at most 3.'),
    );
    expect(await refusal('a,b,c\r\n1,éé,\r\n\r\n1,éé\u00e9,3\r\n')).toEqual(
      new CsvLimitError(4, 'Line 4, column b: a cell may hold at most 4 bytes.'),
    );
    expect(await refusal('a,b,c\r\n"x\r\ny",abcde\r\n')).toEqual(
      new CsvLimitError(2, 'Line 2, column b: a cell may hold at most 4 bytes.'),
    );
    expect(await refusal('a,b,c\r\n1,"ab\r\nc')).toEqual(
      new CsvLimitError(2, 'Line 2, column b: a cell may hold at most 4 bytes (is a quote left open?).'),
    );
    expect(await refusal('abcde')).toEqual(
      new CsvLimitError(1, 'Line 1, column 1: a cell may hold at most 4 bytes.'),
    );
    expect(await refusal('a,b,c\r\nabcd,abcd,abc\r\n')).toEqual(
      new CsvLimitError(2, 'Line 2 holds more than 12 bytes: a row may hold at most that.'),
    );
    expect(await refusal('a,b,c\r\n1\r\n2\r\n\r\n3\r\n')).toEqual(
      new CsvLimitError(5, 'Line 5: a file may have at most 2 rows after its header.'),
    );
  });

  it('holds no more than a record: a line of millions of commas stops at the column past the limit', () => {
    const reader = new CsvRecordReader(PRODUCT_CSV_LIMITS);
    const commas = ','.repeat(1_000_000);
    expect(() => [...reader.push(commas)]).toThrow(
      new CsvLimitError(1, 'Line 1 has more than 200 columns: a row may have at most 200.'),
    );
  });

  it('withinLimits passes the text on unchanged, and leaves a quote left open to the import to report', async () => {
    const text = 'a,b\r\n1,"op';
    let passed = '';
    for await (const piece of withinLimits(inPieces(text, 3), small)) passed += piece;
    expect(passed).toBe(text);
    await expect(
      (async () => {
        for await (const _piece of withinLimits(inPieces('a,b,c,d\r\n', 2), small)) {
          // Read to the end.
        }
      })(),
    ).rejects.toEqual(new CsvLimitError(1, 'Line 1 has more than 3 columns: a row may have at most 3.'));
  });
});
