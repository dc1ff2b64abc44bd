import { asc } from 'drizzle-orm';
import { productImages, productVariants } from './catalog.schema';

// What the catalog's queries read of a product row. Shared by the query files of this module
// only: the storefront, the writes and the admin read products the same way.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The generated search columns stay in the database; nothing outside a query needs them. */
export const productColumns = { searchVector: false, shuffleKey: false, jsonHead: false } as const;

// The generated JSON pieces are read only by the storefront's statements.
export const withChildren = {
  variants: {
    columns: { jsonHead: false as const, jsonTail: false as const },
    orderBy: [asc(productVariants.position)],
  },
  images: { columns: { jsonNode: false as const }, orderBy: [asc(productImages.position)] },
};
