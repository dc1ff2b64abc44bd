// Receipts (docs/product/rules.md, Receipts): each paid order's invoice number, from its year's
// sequence without gaps, and each refund's credit note number, from a sequence of its own.

/** '2026-000123': the year, then the number within it, six digits at least. */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** 'CN-2026-000007': a credit note's number, the year's own sequence beside the invoices'. */
export function creditNoteNumberOf(year: number, sequence: number): string {
  return `CN-${invoiceNumberOf(year, sequence)}`;
}
