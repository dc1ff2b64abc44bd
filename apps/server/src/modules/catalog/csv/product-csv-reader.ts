import {
  PRODUCT_CSV_MAX_COLUMNS,
  PRODUCT_CSV_MAX_FIELD_BYTES,
  PRODUCT_CSV_MAX_RECORD_BYTES,
  PRODUCT_CSV_MAX_ROWS,
} from '@shop/shared/catalog/product-csv';

// Reading CSV as Shopify writes it (RFC 4180), by hand rather than with a library: the import
// needs each record's physical line number for its error report. Every limit is checked as a
// character arrives, so the first excess stops the reader with only the record so far in memory:
// a row of sixty million commas once took the server from 221 MB to 1.2 GB.

/** One record of a file, with the physical line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** What one file may hold; `rows` counts the records after the first (the header). */
export interface CsvLimits {
  columns: number;
  fieldBytes: number;
  recordBytes: number;
  rows: number;
}

export const PRODUCT_CSV_LIMITS: CsvLimits = {
  columns: PRODUCT_CSV_MAX_COLUMNS,
  fieldBytes: PRODUCT_CSV_MAX_FIELD_BYTES,
  recordBytes: PRODUCT_CSV_MAX_RECORD_BYTES,
  rows: PRODUCT_CSV_MAX_ROWS,
};

/** The file cannot be read as CSV from `line` on (a quote never closed). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The file goes past one of its limits at `line`; the message names the line and column. */
export class CsvLimitError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const kib = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`);

/**
 * A CSV text arriving in pieces, turned into records as they complete: a UTF-8 byte-order mark is
 * dropped, CRLF, LF and CR all end a record, quoted fields may hold commas, quotes ("") and line
 * breaks. Blank lines are skipped. Only the record being read is held, never the whole text, and
 * it never grows past `limits`: CsvLimitError at the first excess.
 */
export class CsvRecordReader {
  private fields: string[] = [];
  private field = '';
  private fieldBytes = 0;
  /** Bytes of the record's finished fields and their commas. */
  private recordBytes = 0;
  private quoted = false;
  // Inside quotes, a quote just seen: the next character says whether it closed the field.
  private quoteSeen = false;
  private fieldStarted = false;
  private line = 1;
  private recordLine = 1;
  private first = true;
  private lastWasCr = false;
  private records = 0;
  /** The first record's fields, to name a column in a message. */
  private header: string[] = [];

  constructor(private readonly limits: CsvLimits = PRODUCT_CSV_LIMITS) {}

  /** The records this piece of text completes, as it completes them. */
  *push(text: string): Generator<CsvRecord> {
    let chunk = text;
    if (this.first && chunk.length > 0) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      this.first = false;
    }
    let i = 0;
    const n = chunk.length;
    while (i < n) {
      const ch = chunk[i] as string;
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (ch === '"') {
            this.append('"');
            i += 1;
            continue;
          }
          this.quoted = false;
          // Falls through to read `ch` outside the quotes.
        } else {
          const next = chunk.indexOf('"', i);
          const end = next === -1 ? n : next;
          const piece = chunk.slice(i, end);
          this.append(piece);
          for (let k = 0; k < piece.length; k += 1) {
            const c = piece.charCodeAt(k);
            if (c === 10) {
              if (!this.lastWasCr) this.line += 1;
              this.lastWasCr = false;
            } else {
              this.lastWasCr = c === 13;
              if (this.lastWasCr) this.line += 1;
            }
          }
          i = end;
          if (next !== -1) {
            this.quoteSeen = true;
            this.lastWasCr = false;
            i += 1;
          }
          continue;
        }
      }
      if (ch === '"' && this.field === '' && !this.fieldStarted) {
        this.quoted = true;
        this.fieldStarted = true;
        this.lastWasCr = false;
        i += 1;
      } else if (ch === ',') {
        this.endField();
        this.lastWasCr = false;
        i += 1;
      } else if (ch === '\r' || ch === '\n') {
        const crlf = ch === '\n' && this.lastWasCr;
        this.lastWasCr = ch === '\r';
        i += 1;
        if (crlf) continue;
        const record = this.endRecord();
        this.line += 1;
        this.recordLine = this.line;
        if (record) yield record;
      } else {
        this.lastWasCr = false;
        // Plain characters up to the next special one, in one slice.
        let end = i + 1;
        while (end < n) {
          const c = chunk[end];
          if (c === ',' || c === '\r' || c === '\n' || c === '"') break;
          end += 1;
        }
        this.append(chunk.slice(i, end));
        this.fieldStarted = true;
        i = end;
      }
    }
  }

  /** The last record when the text ends without a line break; CsvSyntaxError for a quote left open. */
  *end(): Generator<CsvRecord> {
    if (this.quoted && !this.quoteSeen)
      throw new CsvSyntaxError(this.recordLine, 'A quoted field is not closed');
    if (this.fields.length > 0 || this.field !== '' || this.fieldStarted) {
      const record = this.endRecord();
      if (record) yield record;
    }
  }

  private append(piece: string): void {
    this.fieldBytes += Buffer.byteLength(piece);
    if (this.fieldBytes > this.limits.fieldBytes) {
      const column = this.fields.length;
      const name = this.records > 0 ? this.header[column]?.trim() : undefined;
      const where = name && name.length <= 100 ? name : String(column + 1);
      throw new CsvLimitError(
        this.recordLine,
        `Line ${this.recordLine}, column ${where}: a cell may hold at most ${kib(this.limits.fieldBytes)}${this.quoted ? ' (is a quote left open?)' : ''}.`,
      );
    }
    if (this.recordBytes + this.fieldBytes > this.limits.recordBytes)
      throw new CsvLimitError(
        this.recordLine,
        `Line ${this.recordLine} holds more than ${kib(this.limits.recordBytes)}: a row may hold at most that.`,
      );
    this.field += piece;
  }

  private endField(): void {
    this.fields.push(this.field);
    // The comma promises one more column: refused here, before any of it is read.
    if (this.fields.length + 1 > this.limits.columns)
      throw new CsvLimitError(
        this.recordLine,
        `Line ${this.recordLine} has more than ${this.limits.columns} columns: a row may have at most ${this.limits.columns}.`,
      );
    this.recordBytes += this.fieldBytes + 1;
    this.field = '';
    this.fieldBytes = 0;
    this.fieldStarted = false;
  }

  private endRecord(): CsvRecord | null {
    this.fields.push(this.field);
    const record = { line: this.recordLine, fields: this.fields };
    const blank = this.fields.length === 1 && this.field === '' && !this.fieldStarted;
    this.fields = [];
    this.field = '';
    this.fieldBytes = 0;
    this.recordBytes = 0;
    this.fieldStarted = false;
    if (blank) return null;
    if (this.records === 0) this.header = record.fields;
    this.records += 1;
    if (this.records - 1 > this.limits.rows)
      throw new CsvLimitError(
        record.line,
        `Line ${record.line}: a file may have at most ${this.limits.rows.toLocaleString('en-US')} rows after its header.`,
      );
    return record;
  }
}

/** The records of a CSV text arriving in pieces (CsvRecordReader), as they complete. */
export async function* parseCsv(
  chunks: AsyncIterable<string>,
  limits?: CsvLimits,
): AsyncGenerator<CsvRecord> {
  const reader = new CsvRecordReader(limits);
  for await (const chunk of chunks) yield* reader.push(chunk);
  yield* reader.end();
}

/**
 * The text as it arrives, passed on piece by piece once a CsvRecordReader has read it: the first
 * excess of `limits` throws CsvLimitError while the file is still arriving. A quote left open is
 * left for the import's own reading to report.
 */
export async function* withinLimits(
  chunks: AsyncIterable<string>,
  limits?: CsvLimits,
): AsyncGenerator<string> {
  const reader = new CsvRecordReader(limits);
  for await (const chunk of chunks) {
    for (const _record of reader.push(chunk)) {
      // Read only to count and measure.
    }
    yield chunk;
  }
  try {
    for (const _record of reader.end()) {
      // The last record counts too.
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
  }
}
