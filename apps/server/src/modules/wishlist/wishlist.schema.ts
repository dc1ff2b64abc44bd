import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.schema';
import { users } from '../users/users.schema';

/**
 * A product a shopper saved (docs/product/rules.md, Wishlist), with the size they had in mind and
 * what it cost and whether it could be bought when saved, so the list can say what changed. One
 * row per shopper and product: saving again replaces the size. A product deleted goes from every
 * list; one archived stays, shown as unavailable.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The size saved, as the product spells it; null when the shopper saved the product alone. */
    size: text('size'),
    /** The price of that size (the product's lowest without one) when saved, in cents. */
    savedPriceCents: integer('saved_price_cents').notNull(),
    /** Whether that size (any size without one) had a unit free when saved. */
    savedInStock: boolean('saved_in_stock').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('wishlist_items_price_nonnegative', sql`${t.savedPriceCents} >= 0`),
  ],
);
