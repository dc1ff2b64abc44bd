import { createReadStream } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { type Category, SIZES } from '@shop/shared/catalog/catalog';
import type { ImportResult } from '@shop/shared/catalog/product-csv';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import {
  type CatalogWriter,
  createProducts,
  type ProductInput,
  type ProductUpdate,
  updateProduct,
} from '../admin/catalog-write.service';
import { MAX_IMAGES, MAX_VARIANTS } from '../admin/product-input';
import { sanitizeDescriptionHtml } from '../description-html';
import { type CsvProductRow, findProductsByHandles, findSkuOwners } from './product-csv.queries';
import { type CsvImageStore, CsvPictures, type FetchedPicture } from './product-csv-pictures';
import { type PlannedProduct, type PlannedVariant, Problems, type ShopPicture } from './product-csv-plan';
import { type CsvRecord, CsvSyntaxError, parseCsv } from './product-csv-reader';
import { ProductRows } from './product-csv-rows';
import { Columns } from './shopify-vocabulary';

// One pass of a product CSV import (product-csv-import.service.ts runs them): it reads the
// file's products a batch at a time, checked by ProductRows, and fetches their pictures, stages
// them or writes them, as its pass says.

/** Products checked and written together: their rows, variants and pictures stay in memory. */
const IMPORT_BATCH = 500;
/**
 * New products written per short transaction when an import is staged (the embedded database):
 * a shopper waits at most for one such write, a fraction of a second.
 */
const STAGE_BATCH = 100;
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
  categoryMap?: Record<string, Category>;
}

export class ImportRun {
  created = 0;
  updated = 0;
  unchanged = 0;
  readonly problems = new Problems();
  private columns: Columns | null = null;
  /** The product rows' checker, once the header has named the columns. */
  private rows: ProductRows | null = null;
  private batch: PlannedProduct[] = [];
  private readonly pictureSource: CsvPictures;

  constructor(
    private readonly tx: Db,
    private readonly deps: ImportDeps,
    private readonly options: ImportOptions,
    private readonly written: string[],
    /** Other sites' pictures by address, fetched by the first pass. */
    fetched: Map<string, FetchedPicture>,
    /**
     * 'pictures': a first pass, which only fetches pictures and writes nothing. 'write': inside
     * the import's transaction. 'stage': outside any, new products staged and changes kept in
     * the file `updates` for applyUpdates (importStaged).
     */
    private readonly pass: 'pictures' | 'write' | 'stage',
    private readonly updates = '',
  ) {
    this.pictureSource = new CsvPictures(deps, options, this.problems, fetched);
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
          this.rows = new ProductRows(this.columns, this.problems, this.options);
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
}
