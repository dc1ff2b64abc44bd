import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvLine, escapeFormula, parseCsv, unescapeFormula } from './product-csv-format';

async function records(text: string, pieceSize: number) {
  async function* pieces() {
    for (let i = 0; i < text.length; i += pieceSize) yield text.slice(i, i + pieceSize);
  }
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of parseCsv(pieces())) out.push(record);
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

it('csvLine quotes what needs it and ends with CRLF', async () => {
  const line = csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines']);
  expect(line).toBe('plain,"a,b","say ""hi""","two\nlines"\r\n');
  expect((await records(line, 3))[0]?.fields).toEqual(['plain', 'a,b', 'say "hi"', 'two\nlines']);
});

it('csvLine writes a cell a spreadsheet would run behind a quote mark; unescapeFormula takes it off', async () => {
  const cells = [
    '=1+1',
    '+1',
    '-1',
    '@SUM(A1)',
    '\tTabbed',
    '\rReturned',
    "'=quoted",
    "''+twice",
    "'plain",
    'a=b',
    '',
  ];
  const line = csvLine(cells);
  expect(line).toBe(`'=1+1,'+1,'-1,'@SUM(A1),'\tTabbed,"'\rReturned",''=quoted,'''+twice,'plain,a=b,\r\n`);
  const read = (await records(line, 4))[0]?.fields ?? [];
  for (const cell of read) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  expect(read.map(unescapeFormula)).toEqual(cells);
  for (const cell of cells) expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
  // A quote mark before anything else is the cell's own.
  expect(unescapeFormula("'49.00")).toBe("'49.00");
});
