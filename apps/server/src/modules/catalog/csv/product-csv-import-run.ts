import type { ColorFamily } from '@shop/shared/catalog/colors';
import type { ImportResult } from '@shop/shared/catalog/product-csv';
import type { Db } from '../../../db/client';
import type { CatalogWriter, ProductInput } from '../admin/catalog-write.service';
import { MAX_IMAGES, MAX_VARIANTS } from '../admin/product-input-checks';
import type { CategoryBook } from '../categories/category-book';
import type { ColorBook } from '../colors/color-book';
import { findProductsByHandles, findSkuOwners } from './product-csv.queries';
import { type CsvImageStore, CsvPictures, type FetchedPicture } from './product-csv-pictures';
import { type PlannedProduct, Problems } from './product-csv-plan';
import { type CsvRecord, CsvSyntaxError, parseCsv } from './product-csv-reader';
import { ProductRows } from './product-csv-rows';
import { CsvProductWrites, type ImportPass } from './product-csv-writes';
import { Columns } from './shopify-vocabulary';
import { ImportVocabulary } from './vocabulary/import-vocabulary';

// One pass of a product CSV import (product-csv-import.service.ts runs them): it reads the
// file's products a batch at a time, checked by ProductRows, and fetches their pictures, stages
// them or writes them (CsvProductWrites), as its pass says.

/** Products checked and written together: their rows, variants and pictures stay in memory. */
const IMPORT_BATCH = 500;
/** Rows of one product: each row past the first carries a variant, a picture or both. */
const MAX_PRODUCT_ROWS = MAX_VARIANTS + MAX_IMAGES;

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
  categoryMap?: Record<string, string>;
  /** The category of a product the file names none the shop can match for. */
  defaultCategory?: string;
  /** Types the shop does not have become new categories. */
  createCategories: boolean;
  /** Sizes a chart lacks are added to it. */
  addSizes: boolean;
  /** The owner's family for new colours the shop cannot guess one for. */
  colorFamilies?: Record<string, ColorFamily>;
  /** The shop's categories when the import began (read by importProductCsv). */
  book: CategoryBook;
  /** The shop's colours when the import began. */
  colors: ColorBook;
}

export class ImportRun {
  readonly problems = new Problems();
  /** The colours, categories and sizes this run adds. */
  readonly vocabulary: ImportVocabulary;
  private columns: Columns | null = null;
  /** The product rows' checker, once the header has named the columns. */
  private rows: ProductRows | null = null;
  private batch: PlannedProduct[] = [];
  private readonly pictureSource: CsvPictures;
  private readonly writes: CsvProductWrites;

  constructor(
    private readonly tx: Db,
    deps: ImportDeps,
    private readonly options: ImportOptions,
    written: string[],
    /** Other sites' pictures by address, fetched by the first pass. */
    fetched: Map<string, FetchedPicture>,
    private readonly pass: ImportPass,
    updates = '',
  ) {
    this.vocabulary = new ImportVocabulary(options.book, options.colors, {
      createCategories: options.createCategories,
      addSizes: options.addSizes,
      colorFamilies: new Map(
        Object.entries(options.colorFamilies ?? {}).map(([name, family]) => [
          name.trim().toLowerCase(),
          family,
        ]),
      ),
    });
    this.pictureSource = new CsvPictures(deps, options, this.problems, fetched);
    this.writes = new CsvProductWrites(tx, this.problems, written, pass, updates);
  }

  get created(): number {
    return this.writes.created;
  }
  get updated(): number {
    return this.writes.updated;
  }
  get unchanged(): number {
    return this.writes.unchanged;
  }

  /** The answer so far. */
  result(): ImportResult {
    const vocabulary = this.vocabulary;
    return {
      dryRun: this.options.dryRun,
      created: this.created,
      updated: this.updated,
      unchanged: this.unchanged,
      errors: this.problems.list,
      warnings: this.problems.warnings,
      groups: this.problems.groups(),
      added: {
        colors: vocabulary.addedColors.map(({ name, family, guessed }) => ({ name, family, guessed })),
        categories: [...vocabulary.addedCategories],
        sizes: [...vocabulary.addedSizes].map(([category, sizes]) => ({
          category: vocabulary.nameOf(category),
          sizes,
        })),
      },
    };
  }

  /** The changes to existing products a staged pass kept, applied in the import's transaction. */
  async applyUpdates(tx: Db): Promise<void> {
    await this.writes.applyUpdates(tx);
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
          this.rows = new ProductRows(this.columns, this.problems, this.options, this.vocabulary);
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
    const planned = (this.rows as ProductRows).check(rows);
    if (!planned) return;
    this.batch.push(planned);
    if (this.batch.length >= IMPORT_BATCH) await this.flush();
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
      for (const plan of batch) await this.pictureSource.forProduct(plan, existing.get(plan.handle));
      return;
    }
    // The colours, categories and sizes these products use go in first (a savepoint in the
    // import's transaction, or a short transaction of its own when staging).
    await this.tx.transaction((tx) => this.vocabulary.write(tx));
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
      const images = await this.pictureSource.forProduct(plan, current);
      if (!ok) continue;
      if (current) await this.writes.update(plan, current, images);
      else creates.push({ plan, input: this.writes.input(plan, images ?? []) });
    }
    await this.writes.create(creates);
  }
}
