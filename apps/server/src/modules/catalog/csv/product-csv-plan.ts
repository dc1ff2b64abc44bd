import type { ImportError, ImportResult } from '@shop/shared/catalog/product-csv';
import type { ProductStatus } from '@shop/shared/catalog/product-fields';

/** A colour's name as the shop spells it. */
type Color = string;

// What checking a product's rows (product-csv-rows.ts) gives the import: the product as it will be
// written, with its variants and pictures, and the problems found on the way, each on its line and
// column.

/** Problems listed at most; past them the import stops reading. */
export const MAX_IMPORT_ERRORS = 1000;

export interface PlannedVariant {
  line: number;
  size: string;
  color: Color;
  priceCents: number;
  stock: number;
  sku: string | null;
  /** Variant Image: the address of this variant's picture, '' for none. */
  image: string;
}

export interface PlannedImage {
  line: number;
  src: string;
  alt: string;
  position: number;
  /** The colour it shows (colourPictures), null for every colour. */
  color: Color | null;
}

/** A picture as the shop stores it: its own address, alt text and colour. */
export interface ShopPicture {
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
export function colourPictures(images: PlannedImage[], variants: readonly PlannedVariant[]): void {
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

export interface PlannedProduct {
  line: number;
  handle: string;
  title: string;
  /** undefined when the file has no Body (HTML) column: the product keeps its description. */
  descriptionHtml: string | undefined;
  category: string;
  productType: string;
  /** undefined when neither Status nor Published says: a new product is published, others keep theirs. */
  status: ProductStatus | undefined;
  priceCents: number;
  oldPriceCents: number | null;
  /** Whether the file has stock (Variant Inventory Qty): without it, existing variants keep theirs. */
  stockGiven: boolean;
  variants: PlannedVariant[];
  /** Tags, SEO Title and SEO Description; undefined where the file has no such column (kept). */
  tags: string | undefined;
  seoTitle: string | null | undefined;
  seoDescription: string | null | undefined;
  /** Whether a picture could not be fetched: the product is then written as a draft. */
  pictureMissing?: boolean;
  images: PlannedImage[];
}

/** Rows listed under a group of the report, at most. */
const GROUP_LINES_MAX = 20;

export class Problems {
  readonly list: ImportError[] = [];
  /** What the owner should know of that does not stop the import. */
  readonly warnings: ImportError[] = [];
  full = false;

  warn(line: number, column: string, message: string): void {
    if (this.warnings.length < MAX_IMPORT_ERRORS) this.warnings.push({ line, column, message });
  }

  /** Each message once, with how many rows said it and the first of them: the report's summary. */
  groups(): ImportResult['groups'] {
    const groups = new Map<string, ImportResult['groups'][number]>();
    const add = (severity: 'error' | 'warning', problem: ImportError) => {
      const key = `${severity}\u0000${problem.message}`;
      const group = groups.get(key) ?? { severity, message: problem.message, count: 0, lines: [] };
      group.count += 1;
      if (group.lines.length < GROUP_LINES_MAX) group.lines.push(problem.line);
      groups.set(key, group);
    };
    for (const problem of this.list) add('error', problem);
    for (const problem of this.warnings) add('warning', problem);
    return [...groups.values()].sort((a, b) =>
      a.severity === b.severity ? b.count - a.count : a.severity === 'error' ? -1 : 1,
    );
  }
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
