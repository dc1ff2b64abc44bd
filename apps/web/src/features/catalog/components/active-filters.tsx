import { categoryLabel, PRICE_RANGES, type PriceRange } from '@shop/shared/catalog/catalog';
import { X } from 'lucide-react';
import { useShopCategories } from '@/lib/shop-categories-api';
import { colourLabel } from '../colour-swatch';
import type { CatalogParams, CatalogPatch } from '../use-catalog-params';

interface Chip {
  key: string;
  label: string;
  remove: CatalogPatch;
}

/** The filters in force, as chips: what narrows the results, each removable on its own. */
export function activeFilters(
  params: CatalogParams,
  fixedCategory?: string,
  nameOf: (category: string) => string = categoryLabel,
): Chip[] {
  const chips: Chip[] = [];
  if (params.category && !fixedCategory) {
    chips.push({ key: 'category', label: nameOf(params.category), remove: { category: '' } });
  }
  if (params.priceRange) {
    chips.push({
      key: 'priceRange',
      label: PRICE_RANGES[params.priceRange as PriceRange].label,
      remove: { priceRange: '' },
    });
  }
  if (params.onSale) chips.push({ key: 'onSale', label: 'On sale', remove: { onSale: false } });
  if (params.color) chips.push({ key: 'color', label: colourLabel(params.color), remove: { color: '' } });
  if (params.size) chips.push({ key: 'size', label: `Size ${params.size}`, remove: { size: '' } });
  return chips;
}

export function ActiveFilters({
  params,
  fixedCategory,
  onChange,
  onClear,
}: {
  params: CatalogParams;
  fixedCategory?: string;
  onChange: (patch: CatalogPatch) => void;
  onClear: () => void;
}) {
  const { nameOf } = useShopCategories();
  const chips = activeFilters(params, fixedCategory, nameOf);
  if (chips.length === 0) return null;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">Active filters</h3>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={`Remove filter: ${chip.label}`}
              className="flex items-center gap-1.5 rounded-full border border-stone-300 bg-white py-1 pr-2 pl-3 text-sm text-stone-800 transition hover:border-stone-900"
            >
              {chip.label}
              <X aria-hidden="true" size={14} />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button
          type="button"
          onClick={onClear}
          className="px-2 py-1 text-sm text-stone-700 underline underline-offset-2 hover:text-rose-800"
        >
          Clear all
        </button>
      )}
    </div>
  );
}
