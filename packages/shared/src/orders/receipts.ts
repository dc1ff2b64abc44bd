// Receipts (docs/product/rules.md, Receipts): each paid order's invoice number, from its year's
// sequence without gaps.

/** '2026-000123': the year, then the number within it, six digits at least. */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
