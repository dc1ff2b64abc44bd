import { relations, sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Sanitised on the way in: only a small allow-list of tags ever reaches the page. */
    descriptionHtml: text('description_html').notNull(),
    productType: text('product_type').notNull(),
    category: text('category').notNull(),
    color: text('color').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The price before a sale; null when the product is not on sale. */
    oldPriceCents: integer('old_price_cents'),
    /** Null until a product has ratings; the API then reports SPEC's default. */
    averageRating: doublePrecision('average_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_handle_key').on(t.handle),
    index('products_category_created_idx').on(t.category, t.createdAt.desc()),
    // Each listing order has an index that returns rows in that order, ties broken by id.
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.priceCents, t.id),
    index('products_rating_idx').on(t.averageRating.desc().nullsLast(), t.reviewCount.desc(), t.id),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'products_old_price_above_price',
      sql`${t.oldPriceCents} is null or ${t.oldPriceCents} > ${t.priceCents}`,
    ),
    check('products_rating_range', sql`${t.averageRating} is null or ${t.averageRating} between 0 and 5`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    color: text('color').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_option_key').on(t.productId, t.size, t.color),
    index('product_variants_size_idx').on(t.size, t.productId),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productsRelations = relations(products, ({ many }) => ({
  variants: many(productVariants),
  images: many(productImages),
}));
export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
