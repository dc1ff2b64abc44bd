import { createReadStream } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import {
  createProducts,
  type ProductInput,
  type ProductUpdate,
  updateProduct,
} from '../admin/catalog-write.service';
import { sanitizeDescriptionHtml } from '../description-html';
import type { CsvProductRow } from './product-csv.queries';
import type { PlannedProduct, PlannedVariant, Problems, ShopPicture } from './product-csv-plan';

// What an import pass (product-csv-import-run.ts) writes of the products it has checked: new ones
// created a batch at a time, changed ones updated one by one or, when the pass stages, kept in a
// file for the import's last transaction; a refusal of the catalog writer named on the product's
// line.

/**
 * New products written per short transaction when an import is staged (the embedded database):
 * a shopper waits at most for one such write, a fraction of a second.
 */
const STAGE_BATCH = 100;

/**
 * 'pictures': a first pass, which only fetches pictures and writes nothing. 'write': inside the
 * import's transaction. 'stage': outside any, new products staged and changes kept in the file
 * `updates` for applyUpdates (importStaged).
 */
export type ImportPass = 'pictures' | 'write' | 'stage';

export class CsvProductWrites {
  created = 0;
  updated = 0;
  unchanged = 0;
  /** Changes to existing products a staged pass kept in `updates`. */
  private kept = 0;

  constructor(
    private readonly tx: Db,
    private readonly problems: Problems,
    private readonly written: string[],
    private readonly pass: ImportPass,
    private readonly updates: string,
  ) {}

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

  input(plan: PlannedProduct, images: ShopPicture[]): ProductInput {
    return {
      id: crypto.randomUUID(),
      handle: plan.handle,
      title: plan.title,
      descriptionHtml: plan.descriptionHtml ?? '',
      productType: plan.productType,
      category: plan.category,
      color: (plan.variants[0] as PlannedVariant).color,
      status: plan.pictureMissing ? 'draft' : (plan.status ?? 'active'),
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
      tags: plan.tags ?? '',
      seoTitle: plan.seoTitle ?? null,
      seoDescription: plan.seoDescription ?? null,
    };
  }

  async create(creates: { plan: PlannedProduct; input: ProductInput }[]): Promise<void> {
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

  async update(
    plan: PlannedProduct,
    current: CsvProductRow,
    images: ShopPicture[] | undefined,
  ): Promise<void> {
    const html =
      plan.descriptionHtml === undefined ? undefined : sanitizeDescriptionHtml(plan.descriptionHtml);
    const color = (plan.variants[0] as PlannedVariant).color;
    // A product whose picture could not be fetched stays a draft until it has one.
    const status = plan.pictureMissing ? 'draft' : plan.status;
    const same =
      current.title === plan.title &&
      (html === undefined || html === current.descriptionHtml) &&
      current.category === plan.category &&
      (plan.tags === undefined || plan.tags === current.tags) &&
      (plan.seoTitle === undefined || plan.seoTitle === current.seoTitle) &&
      (plan.seoDescription === undefined || plan.seoDescription === current.seoDescription) &&
      (status === undefined || status === current.status) &&
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
      dropSizes: [...new Set(current.variants.map((variant) => variant.size))],
    };
    if (html !== undefined && html !== current.descriptionHtml) update.descriptionHtml = html;
    if (plan.category !== current.category) update.productType = plan.productType;
    if (status !== undefined) update.status = status;
    if (plan.tags !== undefined) update.tags = plan.tags;
    if (plan.seoTitle !== undefined) update.seoTitle = plan.seoTitle;
    if (plan.seoDescription !== undefined) update.seoDescription = plan.seoDescription;
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
