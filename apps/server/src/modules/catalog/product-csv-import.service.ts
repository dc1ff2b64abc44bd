import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import {
  CATEGORIES,
  type Category,
  COLORS,
  type Color,
  categoryLabel,
  ONE_SIZE,
  SIZES,
  sizesForCategory,
} from '@shop/shared/catalog';
import { parseDollars } from '@shop/shared/money';
import { type ImportError, type ImportResult, PRODUCT_CSV_MAX_BYTES } from '@shop/shared/product-csv';
import { PRODUCT_STATUSES, type ProductStatus, SKU_MAX } from '@shop/shared/products-schemas';
import { MAX_IMAGE_BYTES } from '@shop/shared/uploads';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { reencodeImageDataUrl } from '../uploads/image-upload.service';
import { commitImportStages, discardImportStages } from './catalog-write.queries';
import {
  type CatalogWriter,
  createProducts,
  type ProductInput,
  type ProductUpdate,
  updateProduct,
} from './catalog-write.service';
import { sanitizeDescriptionHtml } from './description-html';
import { type CsvProductRow, findProductsByHandles, findSkuOwners } from './product-csv.queries';
import { unescapeFormula } from './product-csv-format';
import { fetchPicture, pictureNotFetched } from './product-csv-picture-fetch';
import { CsvLimitError, type CsvRecord, CsvSyntaxError, parseCsv, withinLimits } from './product-csv-reader';
import {
  HANDLE,
  MAX_ALT,
  MAX_DESCRIPTION_HTML,
  MAX_HANDLE,
  MAX_IMAGES,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  MAX_TITLE,
  MAX_URL,
  MAX_VARIANTS,
  SKU,
} from './product-input';

/*
 * A catalog in Shopify's product CSV (docs/product/api.md, Products: import and export), read as
 * it arrives: rows grouped by Handle into products, each product checked cell by cell, then
 * written a batch at a time inside one transaction of the catalog writer. Any error, or a dry run,
 * rolls the whole transaction back: an import is all or nothing, and a dry run's counts are the
 * ones a real run would have.
 */

/** Products checked and written together: their rows, variants and pictures stay in memory. */
export const IMPORT_BATCH = 500;
/**
 * New products written per short transaction when an import is staged (the embedded database):
 * a shopper waits at most for one such write, a fraction of a second.
 */
const STAGE_BATCH = 100;
/** Rows of one product: each row past the first carries a variant, a picture or both. */
const MAX_PRODUCT_ROWS = MAX_VARIANTS + MAX_IMAGES;
/** Past this many problems the file is clearly not ready: the import stops listing them. */
export const MAX_IMPORT_ERRORS = 1000;
const FETCH_TIMEOUT_MS = 10_000;
const FETCHES_AT_ONCE = 4;

/** Where pictures fetched from other sites go: the uploads' image store. */
export interface CsvImageStore {
  save(data: Buffer): Promise<string>;
  isOwnUrl(url: string): boolean;
}

export interface ImportDeps {
  /** The shop's database, for the reads of the pass before the transaction (pictures). */
  db: Db;
  writer: CatalogWriter;
  images: CsvImageStore;
  /** The shop's address (PUBLIC_URL or the request's): its absolute picture URLs are its own. */
  baseUrl: string;
  fetchTimeoutMs?: number;
  /** Whether pictures may come from this machine or a private network (tests only). */
  fetchesPrivateHosts?: boolean;
  /**
   * The embedded database, whose one connection a transaction holds: new products are written
   * in short transactions as 'importing', seen by nobody, and the import commits by making them
   * visible in one short transaction at its end (docs/decisions/035).
   */
  stagesWrites?: boolean;
}

export interface ImportOptions {
  dryRun: boolean;
  skipImages: boolean;
  /** The file's Type or Product Category values (any case) mapped to the shop's categories. */
  categoryMap?: Record<string, Category>;
}

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

// Category names a Shopify catalog uses for the shop's categories, besides their values and labels.
const CATEGORY_ALIASES: Partial<Record<Category, string[]>> = {
  jewellery: ['jewelry'],
  swim: ['swimwear', 'swimsuits', 'swimsuit'],
  accessories: ['accessory'],
  cosmetics: ['makeup', 'beauty'],
  adult: ['party'],
};

const CATEGORY_NAMES = new Map<string, Category>();
for (const category of CATEGORIES) {
  for (const name of [category, categoryLabel(category), ...(CATEGORY_ALIASES[category] ?? [])]) {
    const key = name.toLowerCase();
    // Singular and plural both: Shopify shops write 'Dress' as often as 'Dresses'.
    for (const form of [key, `${key}s`, `${key}es`, key.replace(/es$/, ''), key.replace(/s$/, '')])
      if (!CATEGORY_NAMES.has(form)) CATEGORY_NAMES.set(form, category);
  }
}

const SIZE_NAMES = new Map<string, string>(SIZES.map((size) => [size.toLowerCase(), size]));
SIZE_NAMES.set('onesize', ONE_SIZE);
SIZE_NAMES.set('os', ONE_SIZE);
SIZE_NAMES.set('default title', ONE_SIZE);

interface PlannedVariant {
  line: number;
  size: string;
  color: Color;
  priceCents: number;
  stock: number;
  sku: string | null;
  /** Variant Image: the address of this variant's picture, '' for none. */
  image: string;
}

interface PlannedImage {
  line: number;
  src: string;
  alt: string;
  position: number;
  /** The colour it shows (colourPictures), null for every colour. */
  color: Color | null;
}

/** A picture as the shop stores it: its own address, alt text and colour. */
interface ShopPicture {
  url: string;
  alt: string;
  color: Color | null;
}

/**
 * Which colour each picture shows. Shopify's file links a picture to variants (Variant Image);
 * that picture shows their colour, and so do the pictures after it up to the next linked one (a
 * colour's pictures follow its first, as the export writes them). Pictures before the first
 * linked one are shown for every colour.
 */
function colourPictures(images: PlannedImage[], variants: readonly PlannedVariant[]): void {
  const linked = new Map<string, Set<Color>>();
  for (const variant of variants) {
    if (variant.image === '') continue;
    const colours = linked.get(variant.image) ?? new Set<Color>();
    colours.add(variant.color);
    linked.set(variant.image, colours);
  }
  let current: Color | null = null;
  for (const image of images) {
    const colours = linked.get(image.src);
    // A picture linked to variants of several colours is the product's, not one colour's.
    if (colours) current = colours.size === 1 ? ([...colours][0] as Color) : null;
    image.color = current;
  }
}

interface PlannedProduct {
  line: number;
  handle: string;
  title: string;
  /** undefined when the file has no Body (HTML) column: the product keeps its description. */
  descriptionHtml: string | undefined;
  category: Category;
  productType: string;
  /** undefined when neither Status nor Published says: a new product is published, others keep theirs. */
  status: ProductStatus | undefined;
  priceCents: number;
  oldPriceCents: number | null;
  /** Whether the file has stock (Variant Inventory Qty): without it, existing variants keep theirs. */
  stockGiven: boolean;
  variants: PlannedVariant[];
  images: PlannedImage[];
}

/** The file's columns by lower-cased name: a file may order them as it likes. */
class Columns {
  private readonly index = new Map<string, number>();
  constructor(header: string[]) {
    header.forEach((name, i) => {
      const key = name.trim().toLowerCase();
      if (!this.index.has(key)) this.index.set(key, i);
    });
  }
  has(column: string): boolean {
    return this.index.has(column.toLowerCase());
  }
  /**
   * The cell, trimmed unless `raw`; undefined when the file has no such column. A cell the
   * export wrote behind a ' (a formula's first character, csvLine) loses the ' and is taken as
   * it is: its leading tab or carriage return is the product's own.
   */
  get(record: CsvRecord, column: string, raw = false): string | undefined {
    const i = this.index.get(column.toLowerCase());
    if (i === undefined) return undefined;
    const value = record.fields[i] ?? '';
    const cell = unescapeFormula(value);
    if (cell !== value) return cell;
    return raw ? value : value.trim();
  }
  text(record: CsvRecord, column: string): string {
    return this.get(record, column) ?? '';
  }
}

class Problems {
  readonly list: ImportError[] = [];
  full = false;
  add(line: number, column: string, message: string): void {
    if (this.full) return;
    if (this.list.length >= MAX_IMPORT_ERRORS) {
      this.full = true;
      this.list.push({
        line,
        column: '',
        message: `Only the first ${MAX_IMPORT_ERRORS} problems are listed; fix them and import again.`,
      });
      return;
    }
    this.list.push({ line, column, message });
  }
}

/** Thrown to roll the import's transaction back with its answer (a dry run, or any error). */
class RollBack {
  constructor(readonly result: ImportResult) {}
}

/** A picture of another site as the pass before the transaction left it: stored, or why not. */
type FetchedPicture = { url: string } | { problem: string };

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
  options: ImportOptions,
): Promise<ImportResult> {
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
  try {
    const run = new ImportRun(deps.db, deps, options, written, new Map(), 'stage', updates);
    await run.read(text);
    return await deps.writer.transaction(
      async (tx) => {
        await run.applyUpdates(tx);
        await commitImportStages(tx);
        const result = run.result();
        if (options.dryRun || result.errors.length > 0) throw new RollBack(result);
        return result;
      },
      () => written,
    );
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  } finally {
    await discardUnfinishedImports(deps.db);
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
        const result: ImportResult = {
          dryRun: options.dryRun,
          created: run.created,
          updated: run.updated,
          unchanged: run.unchanged,
          errors: run.problems.list,
        };
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

class ImportRun {
  created = 0;
  updated = 0;
  unchanged = 0;
  readonly problems = new Problems();
  private columns: Columns | null = null;
  private readonly handles = new Set<string>();
  /** Every SKU the file gives (upper case), with the product it belongs to. */
  private readonly skus = new Map<string, string>();
  private readonly categoryMap: Map<string, Category>;
  private batch: PlannedProduct[] = [];

  constructor(
    private readonly tx: Db,
    private readonly deps: ImportDeps,
    private readonly options: ImportOptions,
    private readonly written: string[],
    /** Other sites' pictures by address, fetched by the first pass. */
    private readonly fetched: Map<string, FetchedPicture>,
    /**
     * 'pictures': a first pass, which only fetches pictures and writes nothing. 'write': inside
     * the import's transaction. 'stage': outside any, new products staged and changes kept in
     * the file `updates` for applyUpdates (importStaged).
     */
    private readonly pass: 'pictures' | 'write' | 'stage',
    private readonly updates = '',
  ) {
    this.categoryMap = new Map(
      Object.entries(options.categoryMap ?? {}).map(([name, category]) => [
        name.trim().toLowerCase(),
        category,
      ]),
    );
  }

  /** The answer so far. */
  result(): ImportResult {
    return {
      dryRun: this.options.dryRun,
      created: this.created,
      updated: this.updated,
      unchanged: this.unchanged,
      errors: this.problems.list,
    };
  }

  private kept = 0;

  /** The changes to existing products a staged pass kept, applied in the import's transaction. */
  async applyUpdates(tx: Db): Promise<void> {
    if (this.kept === 0) return;
    const lines = createInterface({ input: createReadStream(this.updates, { encoding: 'utf8' }) });
    for await (const line of lines) {
      if (line === '') continue;
      const { plan, id, update } = JSON.parse(line) as {
        plan: PlannedProduct;
        id: string;
        update: ProductUpdate;
      };
      await this.writeUpdate(tx, plan, id, update);
    }
  }

  async read(text: AsyncIterable<string>): Promise<void> {
    let group: CsvRecord[] = [];
    let groupHandle = '';
    let groupTooLong = false;
    try {
      for await (const record of parseCsv(text)) {
        if (this.problems.full) break;
        if (!this.columns) {
          this.columns = new Columns(record.fields);
          if (!this.columns.has('Handle')) {
            this.problems.add(record.line, 'Handle', 'The file has no Handle column: is it a product CSV?');
            return;
          }
          continue;
        }
        const handle = this.columns.text(record, 'Handle');
        if (handle === '') {
          this.problems.add(record.line, 'Handle', 'Handle is required on every row');
          continue;
        }
        if (handle !== groupHandle) {
          if (group.length > 0) await this.plan(group);
          group = [];
          groupHandle = handle;
          groupTooLong = false;
        }
        // A product's rows are held until its last: a file repeating one Handle must not hold more.
        if (group.length < MAX_PRODUCT_ROWS) group.push(record);
        else if (!groupTooLong) {
          groupTooLong = true;
          this.problems.add(
            record.line,
            'Handle',
            `A product spans at most ${MAX_PRODUCT_ROWS} rows (${MAX_VARIANTS} variants, ${MAX_IMAGES} pictures)`,
          );
        }
      }
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      this.problems.add(error.line, '', `${error.message}: the file cannot be read from here on.`);
    }
    if (!this.columns) {
      this.problems.add(1, 'Handle', 'The file is empty: it needs a header row and a row per product.');
      return;
    }
    if (group.length > 0 && !this.problems.full) await this.plan(group);
    if (!this.problems.full) await this.flush();
  }

  /** A product's rows checked, and queued for writing when nothing in them is wrong. */
  private async plan(rows: CsvRecord[]): Promise<void> {
    const planned = this.check(rows);
    if (!planned) return;
    this.batch.push(planned);
    if (this.batch.length >= IMPORT_BATCH) await this.flush();
  }

  private check(rows: CsvRecord[]): PlannedProduct | null {
    const c = this.columns as Columns;
    const first = rows[0] as CsvRecord;
    const line = first.line;
    const before = this.problems.list.length;
    const bad = (at: number, column: string, message: string) => this.problems.add(at, column, message);

    const handle = c.text(first, 'Handle');
    if (this.handles.has(handle)) {
      bad(
        line,
        'Handle',
        `Handle "${handle}" appears again after other products: keep a product's rows together`,
      );
    }
    this.handles.add(handle);
    if (handle.length > MAX_HANDLE || !HANDLE.test(handle)) {
      bad(
        line,
        'Handle',
        `Handle "${handle}" must be lowercase letters, digits and single hyphens, such as silk-slip-dress`,
      );
    }
    const title = c.text(first, 'Title');
    if (title === '') bad(line, 'Title', 'Title is required on the first row of a product');
    else if (title.length > MAX_TITLE) bad(line, 'Title', `Title must be at most ${MAX_TITLE} characters`);
    const descriptionHtml = c.get(first, 'Body (HTML)', true);
    if (descriptionHtml !== undefined && descriptionHtml.length > MAX_DESCRIPTION_HTML)
      bad(line, 'Body (HTML)', `Body (HTML) must be at most ${MAX_DESCRIPTION_HTML} characters`);
    const category = this.category(first);
    const status = this.status(first);

    // The options named Size and Color (or Colour), in whichever of Option1–3 the file has them.
    let sizeOption: number | null = null;
    let colorOption: number | null = null;
    for (const n of [1, 2, 3]) {
      const name = c.text(first, `Option${n} Name`).toLowerCase();
      if (name === 'size') sizeOption = n;
      else if (name === 'color' || name === 'colour') colorOption = n;
    }
    const sizes = category ? (sizesForCategory(category) as readonly string[]) : [];
    if (colorOption === null) {
      bad(line, 'Option2 Name', `A Color option is needed: the shop's colours are ${COLORS.join(', ')}`);
    }
    if (sizeOption === null && category && !sizes.includes(ONE_SIZE)) {
      bad(
        line,
        'Option1 Name',
        `A Size option is needed: ${categoryLabel(category)} come in sizes ${sizes.join(', ')}`,
      );
    }

    const stockGiven = c.has('Variant Inventory Qty');
    const variants: PlannedVariant[] = [];
    const images: PlannedImage[] = [];
    const options = new Set<string>();
    let oldPriceCents: number | null = null;
    for (const row of rows) {
      const at = row.line;
      const optionValue = (n: number | null) => (n === null ? '' : c.text(row, `Option${n} Value`));
      const isVariant =
        c.text(row, 'Variant Price') !== '' ||
        c.text(row, 'Variant SKU') !== '' ||
        [1, 2, 3].some((n) => c.text(row, `Option${n} Value`) !== '');
      if (isVariant) {
        if (variants.length === MAX_VARIANTS)
          bad(at, 'Variant SKU', `A product has at most ${MAX_VARIANTS} variants`);
        const sizeText = sizeOption === null ? ONE_SIZE : optionValue(sizeOption);
        const size = SIZE_NAMES.get(sizeText.toLowerCase().replace(/\s+/g, ' '));
        const sizeColumn = `Option${sizeOption ?? 1} Value`;
        if (category && (size === undefined || !sizes.includes(size))) {
          if (sizeOption !== null || sizes.includes(ONE_SIZE))
            bad(
              at,
              sizeColumn,
              sizeText === ''
                ? `A size is required: ${categoryLabel(category)} come in sizes ${sizes.join(', ')}`
                : `Unknown size "${sizeText}": ${categoryLabel(category)} come in sizes ${sizes.join(', ')}`,
            );
        }
        const colorText = optionValue(colorOption);
        const color = COLORS.find((known) => known === colorText.toLowerCase());
        if (colorOption !== null && !color) {
          bad(
            at,
            `Option${colorOption} Value`,
            colorText === ''
              ? `A colour is required: the shop's colours are ${COLORS.join(', ')}`
              : `Unknown colour "${colorText}": the shop's colours are ${COLORS.join(', ')}`,
          );
        }
        if (size && color) {
          const option = `${size}\u0000${color}`;
          if (options.has(option)) bad(at, sizeColumn, `Size ${size} in ${color} is listed twice`);
          options.add(option);
        }
        const priceText = c.text(row, 'Variant Price');
        const priceCents = parseDollars(priceText);
        if (priceText === '') bad(at, 'Variant Price', 'Variant Price is required');
        else if (priceCents === null || priceCents <= 0 || priceCents > MAX_PRICE_CENTS)
          bad(
            at,
            'Variant Price',
            `Variant Price must be an amount above 0 such as 49.00, not "${priceText}"`,
          );
        const compareText = c.text(row, 'Variant Compare At Price');
        if (compareText !== '') {
          const compareCents = parseDollars(compareText);
          if (compareCents === null || compareCents > MAX_PRICE_CENTS)
            bad(at, 'Variant Compare At Price', `Variant Compare At Price must be an amount such as 59.00`);
          else if (priceCents !== null && compareCents <= priceCents)
            bad(at, 'Variant Compare At Price', 'Variant Compare At Price must be above the Variant Price');
          else if (oldPriceCents === null) oldPriceCents = compareCents;
        }
        const stockText = c.text(row, 'Variant Inventory Qty');
        const stock = stockText === '' ? 0 : Number(stockText);
        if (!/^-?\d+$/.test(stockText || '0'))
          bad(at, 'Variant Inventory Qty', 'Variant Inventory Qty must be a whole number');
        else if (stock < 0) bad(at, 'Variant Inventory Qty', 'Variant Inventory Qty must not be negative');
        else if (stock > MAX_STOCK)
          bad(at, 'Variant Inventory Qty', `Variant Inventory Qty must be at most ${MAX_STOCK}`);
        const sku = c.text(row, 'Variant SKU');
        if (sku !== '') {
          if (sku.length > SKU_MAX || !SKU.test(sku)) {
            bad(
              at,
              'Variant SKU',
              `SKU "${sku}" must be at most ${SKU_MAX} letters, digits, hyphens, dots, underscores or slashes`,
            );
          } else {
            const owner = this.skus.get(sku.toUpperCase());
            if (owner !== undefined) bad(at, 'Variant SKU', `SKU ${sku} is listed twice in the file`);
            else this.skus.set(sku.toUpperCase(), handle);
          }
        }
        variants.push({
          line: at,
          size: size ?? ONE_SIZE,
          color: color ?? 'black',
          priceCents: priceCents ?? 0,
          stock,
          sku: sku === '' ? null : sku,
          image: c.text(row, 'Variant Image'),
        });
      }
      const src = c.text(row, 'Image Src');
      if (src !== '' && !this.options.skipImages) {
        if (images.length === MAX_IMAGES)
          bad(at, 'Image Src', `A product has at most ${MAX_IMAGES} pictures`);
        if (src.length > MAX_URL) bad(at, 'Image Src', `Image Src must be at most ${MAX_URL} characters`);
        const positionText = c.text(row, 'Image Position');
        const position = positionText === '' ? images.length + 1 : Number(positionText);
        if (!Number.isInteger(position) || position < 1)
          bad(at, 'Image Position', 'Image Position must be a whole number from 1');
        const alt = c.text(row, 'Image Alt Text');
        if (alt.length > MAX_ALT)
          bad(at, 'Image Alt Text', `Image Alt Text must be at most ${MAX_ALT} characters`);
        images.push({ line: at, src, alt, position, color: null });
      }
    }
    if (variants.length === 0) {
      bad(line, 'Variant Price', 'A product needs at least one variant row (with a Variant Price)');
    }
    if (this.problems.list.length > before || !category) return null;
    images.sort((a, b) => a.position - b.position);
    colourPictures(images, variants);
    const type = c.text(first, 'Type');
    return {
      line,
      handle,
      title,
      descriptionHtml,
      category,
      productType: type === '' ? categoryLabel(category) : type.slice(0, 100),
      status,
      priceCents: Math.min(...variants.map((v) => v.priceCents)),
      oldPriceCents,
      stockGiven,
      variants,
      images,
    };
  }

  private resolve(name: string): Category | undefined {
    const key = name.trim().toLowerCase();
    return this.categoryMap.get(key) ?? CATEGORY_NAMES.get(key);
  }

  /** Type, else Product Category's last segment (or the whole path), as one of the shop's categories. */
  private category(first: CsvRecord): Category | null {
    const c = this.columns as Columns;
    const type = c.text(first, 'Type');
    const path = c.text(first, 'Product Category');
    const last = path.split('>').pop()?.trim() ?? '';
    const found =
      (type && this.resolve(type)) ||
      (path && this.categoryMap.get(path.toLowerCase())) ||
      (last && this.resolve(last));
    if (found) return found;
    if (type === '' && path === '') {
      this.problems.add(
        first.line,
        'Type',
        `A product needs a Type naming one of the shop's categories: ${CATEGORIES.map(categoryLabel).join(', ')}`,
      );
    } else {
      this.problems.add(
        first.line,
        type ? 'Type' : 'Product Category',
        `Unknown category "${type || last}": map it to one of the shop's categories`,
      );
    }
    return null;
  }

  private status(first: CsvRecord): ProductStatus | undefined {
    const c = this.columns as Columns;
    const status = c.text(first, 'Status').toLowerCase();
    if (status !== '') {
      if ((PRODUCT_STATUSES as readonly string[]).includes(status)) return status as ProductStatus;
      this.problems.add(first.line, 'Status', `Status must be one of: ${PRODUCT_STATUSES.join(', ')}`);
      return undefined;
    }
    const published = c.text(first, 'Published').toLowerCase();
    if (published === 'true') return 'active';
    if (published === 'false') return 'draft';
    if (published !== '') this.problems.add(first.line, 'Published', 'Published must be TRUE or FALSE');
    return undefined;
  }

  /** Writes the queued products: new ones in one multi-row insert, changed ones one by one. */
  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    const existing = await findProductsByHandles(
      this.tx,
      batch.map((p) => p.handle),
    );
    if (this.pass === 'pictures') {
      for (const plan of batch) await this.pictures(plan, existing.get(plan.handle));
      return;
    }
    const owners = await findSkuOwners(
      this.tx,
      batch.flatMap((p) => p.variants.flatMap((v) => (v.sku ? [v.sku] : []))),
    );
    const creates: { plan: PlannedProduct; input: ProductInput }[] = [];
    for (const plan of batch) {
      if (this.problems.full) return;
      let ok = true;
      for (const variant of plan.variants) {
        const owner = variant.sku && owners.get(variant.sku.toUpperCase());
        if (owner && owner !== plan.handle) {
          this.problems.add(
            variant.line,
            'Variant SKU',
            `SKU ${variant.sku} is already used by product ${owner}`,
          );
          ok = false;
        }
      }
      const current = existing.get(plan.handle);
      const images = await this.pictures(plan, current);
      if (!ok || images === null) continue;
      if (current) await this.update(plan, current, images);
      else creates.push({ plan, input: this.input(plan, images ?? []) });
    }
    await this.create(creates);
  }

  private input(plan: PlannedProduct, images: ShopPicture[]): ProductInput {
    return {
      id: crypto.randomUUID(),
      handle: plan.handle,
      title: plan.title,
      descriptionHtml: plan.descriptionHtml ?? '',
      productType: plan.productType,
      category: plan.category,
      color: (plan.variants[0] as PlannedVariant).color,
      status: plan.status ?? 'active',
      priceCents: plan.priceCents,
      oldPriceCents: plan.oldPriceCents,
      variants: plan.variants.map((v, position) => ({
        size: v.size,
        color: v.color,
        priceCents: v.priceCents,
        stock: v.stock,
        sku: v.sku,
        position,
      })),
      images: images.map((image, position) => ({ ...image, position })),
    };
  }

  private async create(creates: { plan: PlannedProduct; input: ProductInput }[]): Promise<void> {
    if (creates.length === 0) return;
    if (this.pass === 'stage' && creates.length > STAGE_BATCH) {
      for (let at = 0; at < creates.length; at += STAGE_BATCH)
        await this.create(creates.slice(at, at + STAGE_BATCH));
      return;
    }
    const staged = { staged: this.pass === 'stage' };
    try {
      await this.tx.transaction((savepoint) =>
        createProducts(
          savepoint,
          creates.map((c) => c.input),
          staged,
        ),
      );
      this.created += creates.length;
      for (const c of creates) this.written.push(c.input.id as string);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // One product of the batch was refused: find which, one at a time, to name its line.
      for (const { plan, input } of creates) {
        try {
          await this.tx.transaction((savepoint) => createProducts(savepoint, [input], staged));
          this.created += 1;
          this.written.push(input.id as string);
        } catch (each) {
          if (!(each instanceof DomainError)) throw each;
          this.refused(plan, each);
        }
      }
    }
  }

  private async update(
    plan: PlannedProduct,
    current: CsvProductRow,
    images: ShopPicture[] | undefined,
  ): Promise<void> {
    const html =
      plan.descriptionHtml === undefined ? undefined : sanitizeDescriptionHtml(plan.descriptionHtml);
    const color = (plan.variants[0] as PlannedVariant).color;
    const same =
      current.title === plan.title &&
      (html === undefined || html === current.descriptionHtml) &&
      current.category === plan.category &&
      (plan.status === undefined || plan.status === current.status) &&
      current.color === color &&
      current.listPriceCents === plan.priceCents &&
      current.listOldPriceCents === plan.oldPriceCents &&
      current.variants.length === plan.variants.length &&
      plan.variants.every((v, i) => {
        const old = current.variants[i];
        return (
          old !== undefined &&
          old.size === v.size &&
          old.color === v.color &&
          old.listPriceCents === v.priceCents &&
          (!plan.stockGiven || old.stock === v.stock) &&
          (v.sku === null || old.sku === v.sku)
        );
      }) &&
      (images === undefined ||
        (current.images.length === images.length &&
          images.every(
            (image, i) =>
              current.images[i]?.url === image.url &&
              current.images[i]?.alt === image.alt &&
              current.images[i]?.color === image.color,
          )));
    if (same) {
      this.unchanged += 1;
      return;
    }
    const update: ProductUpdate = {
      title: plan.title,
      category: plan.category,
      color,
      priceCents: plan.priceCents,
      oldPriceCents: plan.oldPriceCents,
      // The file's variants are the product's: a size or colour it leaves out goes, with its stock.
      variants: plan.variants.map((v, position) => ({
        size: v.size,
        color: v.color,
        priceCents: v.priceCents,
        stock: v.stock,
        ...(v.sku === null ? {} : { sku: v.sku }),
        position,
      })),
      keepStock: !plan.stockGiven,
      dropSizes: SIZES,
    };
    if (html !== undefined && html !== current.descriptionHtml) update.descriptionHtml = html;
    if (plan.category !== current.category) update.productType = plan.productType;
    if (plan.status !== undefined) update.status = plan.status;
    if (images !== undefined) update.images = images.map((image, position) => ({ ...image, position }));
    if (this.pass === 'stage') {
      // Existing products change only in the import's one transaction, at its end.
      await appendFile(this.updates, `${JSON.stringify({ plan, id: current.id, update })}\n`);
      this.kept += 1;
      return;
    }
    await this.writeUpdate(this.tx, plan, current.id, update);
  }

  private async writeUpdate(tx: Db, plan: PlannedProduct, id: string, update: ProductUpdate): Promise<void> {
    try {
      await tx.transaction((savepoint) => updateProduct(savepoint, id, update));
      this.updated += 1;
      this.written.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.refused(plan, error);
    }
  }

  /** The writer's refusal (a SKU taken meanwhile, units held by checkouts) on the product's line. */
  private refused(plan: PlannedProduct, error: DomainError): void {
    const field = error.field ?? '';
    const variant = /^variants\.(\d+)/.exec(field);
    const image = /^images\.(\d+)/.exec(field);
    if (variant) {
      const line = plan.variants[Number(variant[1])]?.line ?? plan.line;
      this.problems.add(line, field.endsWith('sku') ? 'Variant SKU' : 'Option1 Value', error.message);
    } else if (image) {
      this.problems.add(plan.images[Number(image[1])]?.line ?? plan.line, 'Image Src', error.message);
    } else {
      const column =
        field === 'title'
          ? 'Title'
          : field === 'descriptionHtml'
            ? 'Body (HTML)'
            : field === 'sizes'
              ? 'Variant Inventory Qty'
              : 'Handle';
      this.problems.add(plan.line, column, error.message);
    }
  }

  /**
   * The product's pictures as they will be stored, undefined to leave the product's as they are,
   * or null when one could not be fetched (an error on its line). The shop's own addresses are
   * kept (as paths); another site's are fetched and stored like uploads, but only for a product
   * without pictures: re-importing a Shopify file does not fetch them all again.
   */
  private async pictures(
    plan: PlannedProduct,
    current: CsvProductRow | undefined,
  ): Promise<ShopPicture[] | undefined | null> {
    if (this.options.skipImages) return current ? undefined : [];
    if (plan.images.length === 0) return current ? undefined : [];
    const own = plan.images.map((image) => this.ownUrl(image.src));
    if (current && current.images.length > 0 && own.some((url) => url === null)) return undefined;
    const urls = await mapLimited(plan.images, FETCHES_AT_ONCE, async (image, i) => {
      const kept = own[i];
      if (kept) return kept;
      const picture = this.fetched.get(image.src) ?? (await this.fetchOnce(image.src));
      if ('url' in picture) return picture.url;
      this.problems.add(image.line, 'Image Src', picture.problem);
      return null;
    });
    if (urls.some((url) => url === null)) return null;
    return plan.images.map((image, i) => ({ url: urls[i] as string, alt: image.alt, color: image.color }));
  }

  /**
   * Fetches and stores a picture of another site, once per address for the whole import. A dry
   * run checks it but stores nothing.
   */
  private async fetchOnce(src: string): Promise<FetchedPicture> {
    let picture: FetchedPicture;
    try {
      const webp = await this.fetchPicture(src);
      picture = { url: this.options.dryRun ? src : await this.deps.images.save(webp) };
    } catch {
      // One sentence whatever went wrong: the reason would tell a file what lies behind an address.
      picture = { problem: pictureNotFetched(src) };
    }
    this.fetched.set(src, picture);
    return picture;
  }

  /** The shop's own address for a picture (a path when on its own host), or null for another site's. */
  private ownUrl(src: string): string | null {
    if (src.startsWith('/') && !src.startsWith('//')) return src;
    if (this.deps.images.isOwnUrl(src)) return src;
    try {
      const url = new URL(src);
      if (url.origin === new URL(this.deps.baseUrl).origin) return `${url.pathname}${url.search}`;
    } catch {
      // Not an address: fetching it says so.
    }
    return null;
  }

  private async fetchPicture(src: string): Promise<Buffer> {
    const bytes = await fetchPicture(src, {
      timeoutMs: this.deps.fetchTimeoutMs ?? FETCH_TIMEOUT_MS,
      maxBytes: MAX_IMAGE_BYTES,
      ...(this.deps.fetchesPrivateHosts ? { allows: () => true } : {}),
    });
    return reencodeImageDataUrl(`data:application/octet-stream;base64,${bytes.toString('base64')}`);
  }
}

async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  });
  await Promise.all(lanes);
  return results;
}
