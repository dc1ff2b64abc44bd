import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { type ImportResult, PRODUCT_CSV_MAX_BYTES } from '@shop/shared/catalog/product-csv';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { commitImportStages, discardImportStages } from '../admin/catalog-write.queries';
import { readCategoryBook } from '../categories/category-book';
import { readColorBook } from '../colors/color-book';
import { type ImportDeps, type ImportOptions, ImportRun } from './product-csv-import-run';
import type { FetchedPicture } from './product-csv-pictures';
import { CsvLimitError, withinLimits } from './product-csv-reader';

/*
 * A catalog in Shopify's product CSV (docs/product/api.md, Products: import and export), read as
 * it arrives: rows grouped by Handle into products, each product checked cell by cell, then
 * written a batch at a time inside one transaction of the catalog writer. Any error, or a dry run,
 * rolls the whole transaction back: an import is all or nothing, and a dry run's counts are the
 * ones a real run would have.
 */
/**
 * The body as text, decoded as UTF-8 across chunk borders; 413 past PRODUCT_CSV_MAX_BYTES, so a
 * body without a length cannot grow without bound either.
 */
export async function* csvText(
  body: AsyncIterable<Buffer | string>,
  maxBytes = PRODUCT_CSV_MAX_BYTES,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let read = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    read += bytes.length;
    if (read > maxBytes) throw new DomainError(413, tooLargeMessage(maxBytes));
    yield decoder.write(bytes);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

export const tooLargeMessage = (maxBytes: number) =>
  `The file is too large (at most ${Math.round(maxBytes / 2 ** 20)} MB).`;

/** Thrown to roll the import's transaction back with its answer (a dry run, or any error). */
class RollBack {
  constructor(readonly result: ImportResult) {}
}

/**
 * Reads the CSV and imports it in one transaction of the writer, or with `dryRun` (or any
 * problem) rolls it back. The answer counts the products created, updated and found unchanged,
 * and lists every problem with its line and column.
 *
 * The file is kept on disk while it is read twice: a first pass, outside any transaction, fetches
 * and stores the pictures of other sites (seconds each, thousands in a Shopify catalog), so the
 * transaction of the second pass never waits on the network: on the embedded database a
 * transaction holds the whole database, and shoppers with it.
 */
export async function importProductCsv(
  deps: ImportDeps,
  text: AsyncIterable<string>,
  requested: Omit<ImportOptions, 'book' | 'colors'>,
): Promise<ImportResult> {
  const book = await readCategoryBook(deps.db);
  const unknown = [...Object.values(requested.categoryMap ?? {}), requested.defaultCategory ?? 'all'].find(
    (handle) => handle !== 'all' && !book.get(handle),
  );
  if (unknown !== undefined) {
    const field = unknown === requested.defaultCategory ? 'defaultCategory' : 'categoryMap';
    throw new DomainError(
      400,
      `${field === 'categoryMap' ? 'categoryMap maps to' : 'defaultCategory is'} "${unknown}", which is not one of the shop's categories: ${book.handles().join(', ')}`,
      field,
    );
  }
  const options: ImportOptions = { ...requested, book, colors: await readColorBook(deps.db) };
  const folder = await mkdtemp(path.join(tmpdir(), 'velora-import-'));
  try {
    const file = path.join(folder, 'products.csv');
    // Read as it arrives, so a file past a limit is refused before anything of it is checked,
    // fetched or written, and before the rest of it is even received.
    await pipeline(withinLimits(text), createWriteStream(file, { encoding: 'utf8' }));
    const fetched = new Map<string, FetchedPicture>();
    const fileText = () => createReadStream(file, { encoding: 'utf8' }) as AsyncIterable<string>;
    if (deps.stagesWrites) return await importStaged(deps, fileText(), options, path.join(folder, 'updates'));
    if (!options.skipImages)
      await new ImportRun(deps.db, deps, options, [], fetched, 'pictures').read(fileText());
    return await importInOneTransaction(deps, fileText(), options, fetched);
  } catch (error) {
    if (error instanceof CsvLimitError) throw new DomainError(400, error.message, 'file');
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The databases an import is being staged in now: one at a time each. */
const staging = new WeakSet<Db>();
/** Staged products deleted per statement when an import is rolled back: each a short wait. */
const DISCARD_BATCH = 200;

export const IMPORT_RUNNING = 'Another import is running: try again once it has finished.';

/**
 * The embedded database's import (ImportDeps.stagesWrites): read once outside any transaction,
 * fetching pictures, writing new products as 'importing' a batch per short transaction and
 * keeping the changes to existing ones in a file; then one transaction applies those changes and
 * makes the new products visible, or rolls back, after which the staged products are deleted.
 * Shoppers wait only for that last transaction and for each short one.
 */
async function importStaged(
  deps: ImportDeps,
  text: AsyncIterable<string>,
  options: ImportOptions,
  updates: string,
): Promise<ImportResult> {
  if (staging.has(deps.db)) throw new DomainError(409, IMPORT_RUNNING);
  staging.add(deps.db);
  const written: string[] = [];
  const run = new ImportRun(deps.db, deps, options, written, new Map(), 'stage', updates);
  let committed = false;
  try {
    await run.read(text);
    return await deps.writer.transaction(
      async (tx) => {
        await run.applyUpdates(tx);
        await commitImportStages(tx);
        await run.vocabulary.publish(tx);
        const result = run.result();
        if (options.dryRun || result.errors.length > 0) throw new RollBack(result);
        committed = true;
        return result;
      },
      () => written,
    );
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  } finally {
    await discardUnfinishedImports(deps.db);
    if (!committed) await run.vocabulary.discard(deps.db);
    staging.delete(deps.db);
  }
}

/**
 * Deletes the products of an import that did not commit (rolled back, or cut off by a restart),
 * a few at a time. A committed import leaves none.
 */
export async function discardUnfinishedImports(db: Db): Promise<void> {
  while ((await discardImportStages(db, DISCARD_BATCH)) > 0) {
    // Each statement is short: shoppers are answered between them.
  }
}

async function importInOneTransaction(
  deps: ImportDeps,
  text: AsyncIterable<string>,
  options: ImportOptions,
  fetched: Map<string, FetchedPicture>,
): Promise<ImportResult> {
  const written: string[] = [];
  try {
    const result = await deps.writer.transaction(
      async (tx) => {
        const run = new ImportRun(tx, deps, options, written, fetched, 'write');
        await run.read(text);
        await run.vocabulary.publish(tx);
        const result: ImportResult = run.result();
        if (options.dryRun || result.errors.length > 0) throw new RollBack(result);
        return result;
      },
      () => written,
    );
    return result;
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  }
}
