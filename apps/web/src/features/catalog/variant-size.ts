import type { CatalogVariant } from '@shop/shared/catalog/catalog-schemas';

/** The size a variant is sold in, or 'Default' for a variant without one (docs/product/rules.md). */
export function variantSize(variant: Pick<CatalogVariant, 'selectedOptions'>): string {
  return variant.selectedOptions.find((o) => o.name.toLowerCase() === 'size')?.value ?? 'Default';
}
