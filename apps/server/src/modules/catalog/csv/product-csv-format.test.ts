import { expect, it } from 'vitest';
import { csvLine, escapeFormula, unescapeFormula } from './product-csv-format';
import { parseCsv } from './product-csv-reader';

async function records(text: string, pieceSize: number) {
  async function* pieces() {
    for (let i = 0; i < text.length; i += pieceSize) yield text.slice(i, i + pieceSize);
  }
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of parseCsv(pieces())) out.push(record);
  return out;
}

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
