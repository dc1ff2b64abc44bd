// Moving a catalog in and out in Shopify's product CSV format (docs/product/api.md, Products:
// import and export): the columns, and what an import answers.
import { z } from 'zod';
import { CATEGORY_HANDLE } from './categories';
import { COLOR_FAMILIES } from './colors';

/** The columns the export writes, in this order; an import reads them in the file's own order. */
export const PRODUCT_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  /** A variant's picture: the first picture of its colour (Shopify's column of the same name). */
  'Variant Image',
  'Status',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** At most this many bytes of CSV in one import (50 000 variants of a Shopify export fit). */
export const PRODUCT_CSV_MAX_BYTES = 64 * 1024 * 1024;

// What one file may hold, enforced as it streams in, so a file cannot make the server build a
// record of millions of fields (a row of nothing but commas): the first excess is a 400 naming
// its line, before anything of the file is checked, fetched or written.

/** Columns of a row: Shopify's export writes about 50, the shop reads 22. */
export const PRODUCT_CSV_MAX_COLUMNS = 200;
/**
 * UTF-8 bytes of one cell: the longest description the shop takes (20 000 characters) fits in
 * characters of three bytes each.
 */
export const PRODUCT_CSV_MAX_FIELD_BYTES = 64 * 1024;
/** UTF-8 bytes of one row's cells and commas: a product's first row with the longest description. */
export const PRODUCT_CSV_MAX_RECORD_BYTES = 256 * 1024;
/**
 * Rows after the header: a catalog of 10 000 products with 6 or 7 variants each (the size the
 * shop is built and measured for, docs/benchmarks.md) has about 65 000.
 */
export const PRODUCT_CSV_MAX_ROWS = 100_000;

/** One thing wrong in the file: its line (1 is the header), the column, and what to fix. */
export const importErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * What an import did, or with `dryRun` would do: products created, updated, and found exactly as
 * the file has them. With any error nothing is written (an import is all or nothing).
 */
export const importResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
  /** What the import did that the owner should know of, without stopping it (a picture it could not fetch). */
  warnings: z.array(importErrorSchema),
  /** Each message of the errors and warnings once, with how many rows said it: the report's summary. */
  groups: z.array(
    z.object({
      severity: z.enum(['error', 'warning']),
      message: z.string(),
      count: z.number().int(),
      lines: z.array(z.number().int()),
    }),
  ),
  /** Colours and categories the import adds, and sizes it adds to charts. */
  added: z.object({
    colors: z.array(z.object({ name: z.string(), family: z.string(), guessed: z.boolean() })),
    categories: z.array(z.string()),
    sizes: z.array(z.object({ category: z.string(), sizes: z.array(z.string()) })),
  }),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A category's handle; the server checks it is one of the shop's. */
const categoryValue = z.string().max(60).regex(CATEGORY_HANDLE);

/**
 * POST /api/products/import's query: `dryRun=true` reports without writing; `skipImages=true`
 * imports without fetching pictures (a product keeps the pictures it has); `categoryMap` maps the
 * file's Type or Product Category values the shop does not know to its categories, as JSON:
 * `{"Tops":"clothing","Bags":"accessories"}`.
 */
const jsonRecord = <V extends z.ZodType>(name: string, value: V, example: string) =>
  z
    .string()
    .max(10_000, `${name} must be at most 10 000 characters`)
    .transform((text, ctx) => {
      try {
        return z.record(z.string().max(200), value).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON such as ${example}` });
        return z.NEVER;
      }
    });

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: () => `${name} must be true or false` }).default('false');

export const importQuerySchema = z.object({
  dryRun: flag('dryRun'),
  skipImages: flag('skipImages'),
  categoryMap: jsonRecord(
    'categoryMap',
    categoryValue,
    `{"Tops":"clothing"}, mapping names to the shop's category handles`,
  ).optional(),
  /** The category of a product whose file names none the shop can match. */
  defaultCategory: categoryValue.optional(),
  /** Types (or Product Category paths) the shop does not have become new categories. */
  createCategories: flag('createCategories'),
  /** Sizes a category's chart lacks are added to it. */
  addSizes: flag('addSizes'),
  /** The owner's family for new colours whose family the shop cannot guess: {"Zest":"yellow"}. */
  colorFamilies: jsonRecord('colorFamilies', z.enum(COLOR_FAMILIES), '{"Zest":"yellow"}').optional(),
});
export type ImportQuery = z.input<typeof importQuerySchema>;
