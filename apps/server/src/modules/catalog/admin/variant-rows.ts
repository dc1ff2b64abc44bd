// How an update's variants continue the rows they replace (docs/decisions/019): which locked row
// each variant keeps, with its id, stock and held units, and what stock a size keeps when the form
// showed an older count.
import { SIZES, type Size } from '@shop/shared/catalog/catalog';
import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/catalog/product-fields';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { type lockProductVariants, type NewVariantRow, setVariantColor } from './catalog-write.queries';
import type { ProductVariantInput } from './product-input';

export type LockedVariant = Awaited<ReturnType<typeof lockProductVariants>>[number];

/**
 * The locked row each variant given continues, by index: the row of the same size and colour, else
 * (a colour renamed) a row of the same size whose colour no variant given has any more, taken once.
 * That row keeps its id, stock and held units under the new colour (keepStockedSizes moves it).
 */
export function matchLockedRows(
  variants: readonly { size: string; color: string }[],
  locked: readonly LockedVariant[],
): (LockedVariant | undefined)[] {
  const key = (v: { size: string; color: string }) => `${v.size}\u0000${v.color}`;
  const byKey = new Map(locked.map((row) => [key(row), row]));
  const wanted = new Set(variants.map(key));
  const free = locked.filter((row) => !wanted.has(key(row)));
  return variants.map((variant) => {
    const same = byKey.get(key(variant));
    if (same) return same;
    const index = free.findIndex((row) => row.size === variant.size);
    return index === -1 ? undefined : free.splice(index, 1)[0];
  });
}

/** A variant given without a SKU or barcode keeps its row's (left out is not empty). */
export function keepCodes(
  variants: readonly ProductVariantInput[],
  rows: readonly (LockedVariant | undefined)[],
): ProductVariantInput[] {
  return variants.map((variant, index) => {
    const old = rows[index];
    return {
      ...variant,
      sku: variant.sku === undefined ? old?.sku : variant.sku,
      barcode: variant.barcode === undefined ? old?.barcode : variant.barcode,
    };
  });
}

/**
 * The stock to write for each variant given, decided on its locked row's stock (`rows`, by index):
 * a variant with `stockWas` whose stock changed since the writer saw it keeps the new number when
 * the writer left the stock alone, and is refused (409 naming every such size, the first as
 * `variants.<index>.stock`) when the writer changed it too. Nobody's change is lost without the
 * owner seeing it (the first-day fixes of 25 November 2026).
 */
export function settleSeenStock(
  variants: readonly ProductVariantInput[],
  rows: readonly (LockedVariant | undefined)[],
): ProductVariantInput[] {
  const conflicts: { index: number; size: string; now: number; was: number }[] = [];
  const manyColors = new Set(variants.map((variant) => variant.color)).size > 1;
  const settled = variants.map((variant, index) => {
    const now = rows[index]?.stock;
    const was = variant.stockWas;
    if (was === undefined || now === undefined || now === was) return variant;
    if (variant.stock === was) return { ...variant, stock: now };
    conflicts.push({
      index,
      size: manyColors ? `${variant.size} in ${variant.color}` : variant.size,
      now,
      was,
    });
    return variant;
  });
  const [first] = conflicts;
  if (first) {
    throw new DomainError(
      409,
      [
        ...conflicts.map((c) => PRODUCT_FIELD_MESSAGES.stockChanged(c.size, c.now, c.was)),
        PRODUCT_FIELD_MESSAGES.checkAndSaveAgain(conflicts.length > 1),
      ].join(' '),
      `variants.${first.index}.stock`,
    );
  }
  return settled;
}

const unitsOf = (variant: { stock: number; reserved: number }) =>
  [
    variant.stock > 0 ? `${variant.stock} in stock` : '',
    variant.reserved > 0 ? `${variant.reserved} held by checkouts in progress` : '',
  ]
    .filter(Boolean)
    .join(' and ');

/**
 * Before the variants are replaced, on the product's locked variants (no checkout can hold units
 * of one meanwhile): moves a row continued under a new colour (`rows`, matchLockedRows) onto that
 * colour (its id, stock held and cart lines stay), and refuses with a 409 naming every size that
 * would leave with stock or held units unless `dropSizes` names its size or `dropColors` its
 * colour. Decided on the locked rows, never on an earlier read.
 */
export async function keepStockedSizes(
  tx: Db,
  locked: readonly LockedVariant[],
  next: readonly NewVariantRow[],
  rows: readonly (LockedVariant | undefined)[],
  dropSizes: readonly string[],
  dropColors: readonly string[],
): Promise<void> {
  const kept = new Set<LockedVariant>();
  for (const [index, variant] of next.entries()) {
    const row = rows[index];
    if (!row) continue;
    kept.add(row);
    if (row.color !== variant.color) await setVariantColor(tx, row.id, variant.color);
  }
  const manyColors = new Set(locked.map((v) => v.color)).size > 1;
  const refused = locked
    .filter((v) => !kept.has(v))
    .filter(
      (v) => (v.stock > 0 || v.reserved > 0) && !dropSizes.includes(v.size) && !dropColors.includes(v.color),
    )
    .sort(
      (a, b) =>
        SIZES.indexOf(a.size as Size) - SIZES.indexOf(b.size as Size) || a.color.localeCompare(b.color),
    );
  if (refused.length > 0) {
    const sizes = refused
      .map((v) => `${v.size}${manyColors ? ` in ${v.color}` : ''} (${unitsOf(v)})`)
      .join(', ');
    const bySize = [...new Set(refused.map((v) => `"${v.size}"`))].join(', ');
    const byColor = [...new Set(refused.map((v) => `"${v.color}"`))].join(', ');
    const confirm = manyColors
      ? `dropSizes: [${bySize}] or dropColors: [${byColor}]`
      : `dropSizes: [${bySize}]`;
    throw new DomainError(
      409,
      `${refused.length === 1 ? 'Size' : 'Sizes'} ${sizes} would be removed with ${refused.length === 1 ? 'its' : 'their'} units. Keep ${refused.length === 1 ? 'it' : 'them'}, or confirm the removal (${confirm}).`,
      'sizes',
    );
  }
}
