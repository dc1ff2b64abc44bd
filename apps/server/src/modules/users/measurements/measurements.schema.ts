import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users.schema';

const centimetres = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

/**
 * A shopper's own body measurements for size advice (docs/product/rules.md, Size advice), in
 * centimetres whatever unit they were typed in; `unit` is that unit, which answers use. Only the
 * shopper reads them, and they go with the account.
 */
export const shopperMeasurements = pgTable(
  'shopper_measurements',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unit: text('unit', { enum: ['cm', 'in'] }).notNull(),
    height: centimetres('height'),
    bust: centimetres('bust'),
    waist: centimetres('waist'),
    hips: centimetres('hips'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shopper_measurements_unit_check', sql`${t.unit} in ('cm', 'in')`)],
);
