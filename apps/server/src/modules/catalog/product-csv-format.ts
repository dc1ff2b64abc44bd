// CSV as Shopify writes and reads it (RFC 4180): fields quoted when they hold a comma, quote or
// line break, quotes doubled, CRLF between records. Written by hand rather than with a library:
// the import needs each record's physical line number for its error report.

const NEEDS_QUOTES = /[",\r\n]/;

// A spreadsheet opening the file runs a cell starting with one of these as a formula
// (CWE-1236): a title such as =HYPERLINK(…) would run on the owner's computer. Such a cell is
// written behind a ' (OWASP's advice), and so is one that already starts with quote marks before
// one of them, so that taking one ' off on the way back in restores every cell exactly.
const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** The cell as a spreadsheet shows it as text, never runs it. */
export function escapeFormula(cell: string): string {
  return RUNS_AS_FORMULA.test(cell) ? `'${cell}` : cell;
}

/** The cell escapeFormula was given: one ' before a formula's first character goes. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

/** One record as a CSV line, CRLF included, every cell safe to open in a spreadsheet. */
export function csvLine(fields: readonly string[]): string {
  return `${fields
    .map((cell) => {
      const field = escapeFormula(cell);
      return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
    })
    .join(',')}\r\n`;
}

/** One record of a file, with the physical line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The records of a CSV text arriving in pieces, as they complete: a UTF-8 byte-order mark is
 * dropped, CRLF, LF and CR all end a record, quoted fields may hold commas, quotes ("") and line
 * breaks. Blank lines are skipped. Only the record being read is held, never the whole text.
 */
export async function* parseCsv(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  // Inside quotes, a quote just seen: the next character says whether it closed the field.
  let quoteSeen = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  let first = true;
  let lastWasCr = false;
  const endRecord = (): CsvRecord | null => {
    fields.push(field);
    const record = { line: recordLine, fields };
    const blank = fields.length === 1 && field === '' && !fieldStarted;
    fields = [];
    field = '';
    fieldStarted = false;
    return blank ? null : record;
  };
  for await (let chunk of chunks) {
    if (first && chunk.length > 0) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    let i = 0;
    const n = chunk.length;
    while (i < n) {
      const ch = chunk[i] as string;
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (ch === '"') {
            field += '"';
            i += 1;
            continue;
          }
          quoted = false;
          // Falls through to read `ch` outside the quotes.
        } else {
          const next = chunk.indexOf('"', i);
          const end = next === -1 ? n : next;
          const piece = chunk.slice(i, end);
          for (let k = 0; k < piece.length; k += 1) {
            const c = piece.charCodeAt(k);
            if (c === 10) {
              if (!lastWasCr) line += 1;
              lastWasCr = false;
            } else {
              lastWasCr = c === 13;
              if (lastWasCr) line += 1;
            }
          }
          field += piece;
          i = end;
          if (next !== -1) {
            quoteSeen = true;
            lastWasCr = false;
            i += 1;
          }
          continue;
        }
      }
      if (ch === '"' && field === '' && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
        lastWasCr = false;
        i += 1;
      } else if (ch === ',') {
        fields.push(field);
        field = '';
        fieldStarted = false;
        lastWasCr = false;
        i += 1;
      } else if (ch === '\r' || ch === '\n') {
        const crlf = ch === '\n' && lastWasCr;
        lastWasCr = ch === '\r';
        i += 1;
        if (crlf) continue;
        const record = endRecord();
        line += 1;
        recordLine = line;
        if (record) yield record;
      } else {
        lastWasCr = false;
        // Plain characters up to the next special one, in one slice.
        let end = i + 1;
        while (end < n) {
          const c = chunk[end];
          if (c === ',' || c === '\r' || c === '\n' || c === '"') break;
          end += 1;
        }
        field += chunk.slice(i, end);
        fieldStarted = true;
        i = end;
      }
    }
  }
  if (quoted && !quoteSeen) throw new CsvSyntaxError(recordLine, 'A quoted field is not closed');
  if (fields.length > 0 || field !== '' || fieldStarted) {
    const record = endRecord();
    if (record) yield record;
  }
}

/** The file cannot be read as CSV from `line` on (a quote never closed). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}
