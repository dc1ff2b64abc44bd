import type { ChartSize, SizeUnit } from '@shop/shared/catalog/categories';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The shop's categories, the owner's to add, rename, reorder, hide and delete (docs/product/rules.md,
 * Categories). Products name theirs by handle (products.category), which follows a rename in the
 * same statement (on update cascade), so every listing index keeps working on plain text.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    picture: text('picture'),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    sizeUnit: text('size_unit').$type<SizeUnit>().notNull().default('cm'),
    /** The size chart, in order: `[{size, bust, waist, hips, length}]`. */
    sizes: jsonb('sizes').$type<ChartSize[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_handle_key').on(t.handle),
    check('categories_size_unit_known', sql`${t.sizeUnit} in ('cm', 'in')`),
  ],
);

/** Addresses a category had before a rename, answered with a 301 to where it is now. */
export const categoryRedirects = pgTable('category_redirects', {
  handle: text('handle').primaryKey(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
});
