/** A colour's name as the shop spells it. */
type Color = string;

import type { ImportError } from '@shop/shared/catalog/product-csv';
import type { ProductStatus } from '@shop/shared/catalog/product-fields';

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
  images: PlannedImage[];
}

export class Problems {
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
