import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from '../catalog/catalog.schema';
import { users } from '../users/users.schema';

/**
 * A logged-in shopper's cart: one row per variant. Only the variant and the quantity are kept;
 * titles, pictures and prices are read from the catalog whenever the cart is shown, so a price
 * change reaches the cart and nothing a browser sends can set a price.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
