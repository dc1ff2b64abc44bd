import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';
import { categories } from './categories/categories.schema';
import { colors as shopColors } from './colors/colors.schema';

/** Postgres' full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What a product's search vector is made of: title, then type, category, colours and the owner's
 * tags, then description.
 */
const SEARCH_DOCUMENT = sql.raw(
  `setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "product_type" || ' ' || "category" || ' ' || "colors" || ' ' || "tags"), 'B') || setweight(to_tsvector('english', "description"), 'C')`,
);

/**
 * How long a search vector may be, as text, to be carried in products_search_walk_idx: its binary
 * form is at most twice its text plus a few bytes, so an entry stays under btree's ~2.7 KB.
 */
const SEARCH_WALK_MAX_TEXT = 1200;

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
    /** The category's handle; a rename of the category renames it here too (on update cascade). */
    category: text('category')
      .notNull()
      .references(() => categories.handle, { onUpdate: 'cascade' }),
    /** The main colour's name; a rename of the colour renames it here too (on update cascade). */
    color: text('color')
      .notNull()
      .references(() => shopColors.name, { onUpdate: 'cascade' }),
    /**
     * Every colour the product comes in, its own first, space-separated ('green black'): kept by
     * the catalog writer from the variants, so search finds a product by any of its colours.
     */
    colors: text('colors').notNull().default(''),
    /** The owner's tags, comma-separated as Shopify writes them ('cotton, basics'): searched, and kept through an import. */
    tags: text('tags').notNull().default(''),
    /** The search-engine head's title and description when the owner gives them (a Shopify import's SEO Title and SEO Description). */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /**
     * draft, active or archived (PRODUCT_STATUSES): only active products reach the storefront,
     * search, sitemap and carts; drafts and archived ones are the owner's alone (docs/decisions/034).
     */
    status: text('status').notNull().default('active'),
    /**
     * What the shop shows and charges now: the owner's prices (list_*) with the best live
     * scheduled sale applied (catalog-prices.service.ts, docs/decisions/032). Every storefront
     * read, filter and sort uses these; only repricing writes them apart from the owner's.
     */
    priceCents: integer('price_cents').notNull(),
    /** The price shown crossed out; null when the product is not reduced. */
    oldPriceCents: integer('old_price_cents'),
    /** The owner's price and compare-at price, as the product form sets them (filled from price_cents on insert when left out). */
    listPriceCents: integer('list_price_cents')
      .notNull()
      // Left out, the insert trigger of migration 0017 fills it from price_cents.
      .$defaultFn(() => null as unknown as number),
    listOldPriceCents: integer('list_old_price_cents'),
    /** The scheduled sale whose price applies now; null when none does. */
    saleId: uuid('sale_id'),
    /** The average of its reviews, kept with review_count by the reviews module; null without reviews. */
    averageRating: doublePrecision('average_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** The admin who created it; null for the demo catalog and once that account is deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search matches and ranks: the title weighs most, then what kind of product it is,
     * then the description. Kept by Postgres itself, so no write path can forget it.
     */
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(SEARCH_DOCUMENT),
    /**
     * Whether the search vector is short enough for products_search_walk_idx (docs/decisions/037).
     * Postgres lets no generated column read another, so it spells the vector out again.
     */
    searchWalkFits: boolean('search_walk_fits')
      .notNull()
      .generatedAlwaysAs(
        sql`octet_length((${SEARCH_DOCUMENT})::text) <= ${sql.raw(String(SEARCH_WALK_MAX_TEXT))}`,
      ),
    /**
     * A fixed pseudo-random position derived from the id; the random sort walks it from a point
     * chosen by the seed (docs/decisions/009), which an index can serve.
     */
    shuffleKey: integer('shuffle_key')
      .notNull()
      .generatedAlwaysAs(sql`('x' || left(md5("id"::text), 8))::bit(32)::integer`),

    /**
     * The start of the product's storefront JSON (docs/product/api.md), escaped once when the
     * row is written instead of on every page that shows it (docs/decisions/022);
     * storefront.queries.ts adds the parts that depend on defaults, variants and images.
     */
    jsonHead: text('json_head')
      .notNull()
      .generatedAlwaysAs(
        sql`'{"id":"' || "id"::text || '","handle":' || json_text("handle") || ',"title":' || json_text("title") || ',"description":' || json_text("description") || ',"descriptionHtml":' || json_text("description_html") || ',"category":' || json_text("category") || ',"color":' || json_text("color")`,
      ),
  },
  (t) => [
    uniqueIndex('products_handle_key').on(t.handle),
    // Deleting an account clears its products' author without reading every product.
    index('products_author_idx').on(t.authorId),
    // Each listing order has an index that returns rows in that order, ties broken by id, over
    // the whole catalog and within a category; keys match listing.queries.ts' ordering exactly.
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.priceCents, t.id),
    index('products_rating_idx').on(t.averageRating.desc().nullsLast(), t.reviewCount.desc(), t.id),
    index('products_shuffle_idx').on(t.shuffleKey, t.id),
    index('products_category_created_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    index('products_category_price_idx').on(t.category, t.priceCents, t.id),
    index('products_category_rating_idx').on(
      t.category,
      t.averageRating.desc().nullsLast(),
      t.reviewCount.desc(),
      t.id,
    ),
    index('products_category_shuffle_idx').on(t.category, t.shuffleKey, t.id),
    // A colour is about a tenth of the catalog: the order indexes above find a page of it quickly,
    // and this one counts it and serves it by price or within a price range.
    index('products_color_price_idx').on(t.color, t.priceCents, t.id),
    // The deals (onSale) are about a sixth of the catalog: these count them and serve their
    // default orders (shuffled across the shop, newest first) without reading every product.
    index('products_on_sale_shuffle_idx').on(t.shuffleKey, t.id).where(sql`${t.oldPriceCents} is not null`),
    index('products_on_sale_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.oldPriceCents} is not null`),
    index('products_search_idx').using('gin', t.searchVector),
    // A search by relevance walks the newest active products until enough match (docs/decisions/009).
    // Carrying the search vector lets that walk test and rank each product from the index alone,
    // without a visit to the table per product (docs/decisions/037). A btree entry holds at most
    // about 2.7 KB, so the rare longer vectors (a long description of distinct words) are walked
    // through the second index and the table instead.
    index('products_search_walk_idx')
      .on(t.createdAt.desc(), t.id.desc(), t.searchVector)
      .where(sql`${t.status} = 'active' and ${t.searchWalkFits}`),
    index('products_search_walk_long_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active' and not ${t.searchWalkFits}`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'products_old_price_above_price',
      sql`${t.oldPriceCents} is null or ${t.oldPriceCents} > ${t.priceCents}`,
    ),
    // 'importing': written by a CSV import on the embedded database and not yet committed to by
    // it (product_import_stages); shown to nobody (docs/decisions/035).
    check('products_status_known', sql`${t.status} in ('draft', 'active', 'archived', 'importing')`),
    // Manage Products' status filter and counts, without reading the whole catalog.
    index('products_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('products_rating_range', sql`${t.averageRating} is null or ${t.averageRating} between 0 and 5`),
  ],
);

/**
 * Every distinct word of product titles, types and categories: the vocabulary a misspelt search
 * word is corrected against by trigram similarity. A few thousand rows even for a large catalog,
 * where matching trigrams against every product's text would be far slower.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    color: text('color')
      .notNull()
      .references(() => shopColors.name, { onUpdate: 'cascade' }),
    /** What the variant costs now (its list price with the product's live sale applied). */
    priceCents: integer('price_cents').notNull(),
    /** The owner's price of the variant (filled from price_cents on insert when left out). */
    listPriceCents: integer('list_price_cents')
      .notNull()
      // Left out, the insert trigger of migration 0017 fills it from price_cents.
      .$defaultFn(() => null as unknown as number),
    /**
     * The owner's stock-keeping unit, unique across the shop whatever its case (generated from
     * the handle, colour and size when the owner leaves it empty); printed on packing slips.
     */
    sku: text('sku').notNull(),
    /** A GTIN/EAN/UPC or the owner's own code; null when it has none. */
    barcode: text('barcode'),
    stock: integer('stock').notNull().default(0),
    /**
     * Units held by checkouts not yet paid (docs/decisions/019). What a shopper can buy is
     * stock minus this; only the catalog's stock functions change it, by conditional updates.
     */
    reserved: integer('reserved').notNull().default(0),
    position: integer('position').notNull().default(0),
    /**
     * The variant's storefront JSON around its compare-at price (the product's, added when read):
     * kept by Postgres with the row, so a stock change rewrites it in the same update.
     */
    jsonHead: text('json_head')
      .notNull()
      .generatedAlwaysAs(
        sql`'{"node":{"id":"' || "id"::text || '","title":' || json_text("size" || ' / ' || "color") || ',"price":' || json_amount("price_cents") || ',"compareAtPrice":'`,
      ),
    jsonTail: text('json_tail')
      .notNull()
      .generatedAlwaysAs(
        sql`',"availableForSale":' || ("stock" - "reserved" > 0)::text || ',"quantityAvailable":' || greatest("stock" - "reserved", 0)::text || ',"selectedOptions":[{"name":"Size","value":' || json_text("size") || '},{"name":"Color","value":' || json_text("color") || '}]}}'`,
      ),
  },
  (t) => [
    uniqueIndex('product_variants_option_key').on(t.productId, t.size, t.color),
    uniqueIndex('product_variants_sku_key').on(sql`upper(${t.sku})`),
    index('product_variants_barcode_idx').on(t.barcode),
    index('product_variants_size_idx').on(t.size, t.productId),
    // The admin dashboard's low-stock list: the variants with the fewest units free, first.
    index('product_variants_free_idx').on(sql`(${t.stock} - ${t.reserved})`, t.id),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_reserved_nonnegative', sql`${t.reserved} >= 0`),
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
    /** The colour this picture shows; null when it is shown whatever colour the shopper picks. */
    color: text('color').references(() => shopColors.name, { onUpdate: 'cascade' }),
    /** The image's storefront JSON, kept by Postgres with the row. */
    jsonNode: text('json_node')
      .notNull()
      .generatedAlwaysAs(
        sql`'{"node":{"url":' || json_text("url") || ',"altText":' || json_text("alt") || coalesce(',"color":' || json_text("color"), '') || '}}'`,
      ),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Products a CSV import on the embedded database has written but not yet made visible, with the
 * status each takes when the import commits (docs/decisions/035). Their own status meanwhile is
 * 'importing'.
 */
export const productImportStages = pgTable('product_import_stages', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
});

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
