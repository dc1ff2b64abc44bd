import { parseCsv } from '../modules/catalog/csv/product-csv-reader';

/** Every record of a CSV text, as the import's own reader reads it: what a test compares. */
export async function csvRecords(text: string): Promise<string[][]> {
  const records: string[][] = [];
  for await (const record of parseCsv(
    (async function* () {
      yield text;
    })(),
  ))
    records.push(record.fields);
  return records;
}
