// CSV as Shopify writes it (RFC 4180): fields quoted when they hold a comma, quote or line break,
// quotes doubled, CRLF between records. product-csv-reader.ts reads it back.

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

/** One text cell as written in a record: safe to open in a spreadsheet, quoted where it must be. */
export function csvCell(cell: string): string {
  const field = escapeFormula(cell);
  return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** One record as a CSV line, CRLF included, every cell safe to open in a spreadsheet. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvCell).join(',')}\r\n`;
}
