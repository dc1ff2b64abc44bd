import { creditNoteNumberOf, invoiceNumberOf } from '@shop/shared/orders/receipts/receipts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creditNoteCounters } from '../after-sale.schema';
import { invoiceCounters } from '../orders.schema';

/**
 * The next invoice number of the year `at` falls in (UTC), inside the paying transaction: the
 * year's counter row is taken and moved on in one statement, so parallel payments wait for each
 * other, and a payment that rolls back gives its number back (docs/product/rules.md, Receipts).
 */
export async function takeInvoiceNumber(tx: Db, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const result = (await tx.execute(sql`
    insert into ${invoiceCounters} (year, last) values (${year}, 1)
    on conflict (year) do update set last = ${invoiceCounters.last} + 1
    returning last`)) as unknown as { rows: { last: number }[] };
  const last = result.rows[0]?.last;
  if (last === undefined) throw new Error('the invoice counter answered no row');
  return invoiceNumberOf(year, Number(last));
}

/**
 * The next credit note number of the year `at` falls in (UTC), inside the transaction that records
 * the refund as made: the same turn-taking as invoices, a sequence of its own ('CN-2026-000007').
 */
export async function takeCreditNoteNumber(tx: Db, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const result = (await tx.execute(sql`
    insert into ${creditNoteCounters} (year, last) values (${year}, 1)
    on conflict (year) do update set last = ${creditNoteCounters.last} + 1
    returning last`)) as unknown as { rows: { last: number }[] };
  const last = result.rows[0]?.last;
  if (last === undefined) throw new Error('the credit note counter answered no row');
  return creditNoteNumberOf(year, Number(last));
}
