import type { ColorFamily } from '@shop/shared/catalog/colors';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The shop's colours, named by the owner and grown by imports (docs/product/rules.md, Colours).
 * Products, variants and pictures name theirs by `name`, which follows a rename in the same
 * statement (on update cascade); shoppers filter by `family`.
 */
export const colors = pgTable(
  'colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    family: text('family').$type<ColorFamily>().notNull(),
    /** '#1f2a44'; null shows the family's. */
    swatch: text('swatch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('colors_name_key').on(t.name),
    // 'Navy' and 'navy' are one colour.
    uniqueIndex('colors_name_lower_key').on(sql`lower(${t.name})`),
    check(
      'colors_family_known',
      sql`${t.family} in ('black', 'red', 'yellow', 'gold', 'blue', 'silver', 'beige', 'green', 'pink', 'purple', 'white')`,
    ),
    check('colors_swatch_hex', sql`${t.swatch} is null or ${t.swatch} ~ '^#[0-9a-f]{6}$'`),
  ],
);
