import { COLORS, PRICE_RANGE_VALUES, PRICE_RANGES } from '@shop/shared/catalog/catalog';
import { FAMILY_SWATCHES } from '@shop/shared/catalog/colors';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useShopCategories } from '@/lib/shop-categories-api';
import { useGetCategoriesQuery } from '../api/get-categories';
import { colourLabel } from '../colour-swatch';
import type { CatalogParams, CatalogPatch } from '../use-catalog-params';

function Group({
  title,
  children,
  collapsible = false,
}: {
  title: string;
  children: ReactNode;
  collapsible?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <fieldset className="border-b border-stone-200 py-5">
      {collapsible ? (
        <legend className="w-full">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
            className="flex w-full items-center justify-between text-sm font-semibold tracking-wide text-stone-900 uppercase"
          >
            {title}
            <ChevronDown aria-hidden="true" size={18} className={`transition ${open ? 'rotate-180' : ''}`} />
          </button>
        </legend>
      ) : (
        <legend className="text-sm font-semibold tracking-wide text-stone-900 uppercase">{title}</legend>
      )}
      <div id={id} hidden={!open} className="mt-3">
        {children}
      </div>
    </fieldset>
  );
}

function RadioList({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <ul className="space-y-2">
      {options.map((option) => (
        <li key={option.value || 'all'}>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-rose-800"
            />
            {option.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * Category, price, colour, size and 'On sale'. Each choice applies at once (the address
 * changes and the results follow). Rendered twice on a phone-sized screen (the side panel is
 * hidden there and the drawer shows its own), so each copy names its radio groups apart.
 */
export function FilterPanel({
  params,
  onChange,
  onClear,
  showCategories = true,
  fixedCategory,
}: {
  params: CatalogParams;
  onChange: (patch: CatalogPatch) => void;
  onClear: () => void;
  showCategories?: boolean;
  /** The category a category page lists: its sizes are the ones offered. */
  fixedCategory?: string;
}) {
  const { data } = useGetCategoriesQuery(undefined, { skip: !showCategories });
  const categories = ['all', ...(data?.categories ?? [])];
  const group = useId();
  const shop = useShopCategories();
  const sizes = shop.sizesFor(fixedCategory ?? params.category);

  return (
    <div>
      {showCategories && (
        <Group title="Category" collapsible>
          <RadioList
            name={`${group}-category`}
            value={params.category || 'all'}
            options={categories.map((c) => ({ value: c, label: c === 'all' ? 'All' : shop.nameOf(c) }))}
            onChange={(category) => onChange({ category: category === 'all' ? '' : category })}
          />
        </Group>
      )}
      <Group title="Price Range">
        <RadioList
          name={`${group}-priceRange`}
          value={params.priceRange || 'all'}
          options={[
            { value: 'all', label: 'All' },
            ...PRICE_RANGE_VALUES.map((range) => ({ value: range, label: PRICE_RANGES[range].label })),
          ]}
          onChange={(priceRange) => onChange({ priceRange: priceRange === 'all' ? '' : priceRange })}
        />
      </Group>
      <Group title="Offers">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            checked={params.onSale}
            onChange={(event) => onChange({ onSale: event.target.checked })}
            className="h-4 w-4 accent-rose-800"
          />
          On sale
        </label>
      </Group>
      <Group title="Colour">
        <div className="flex flex-wrap gap-2">
          {COLORS.map((color) => (
            <label key={color} className="cursor-pointer" title={colourLabel(color)}>
              <input
                type="radio"
                name={`${group}-color`}
                value={color}
                checked={params.color === color}
                onChange={() => onChange({ color })}
                onClick={() => params.color === color && onChange({ color: '' })}
                aria-label={colourLabel(color)}
                className="peer sr-only"
              />
              <span className="block h-7 w-7 overflow-hidden rounded-full ring-1 ring-stone-300 ring-offset-2 peer-checked:ring-2 peer-checked:ring-stone-900 peer-focus-visible:ring-2 peer-focus-visible:ring-rose-700">
                <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="block h-full w-full">
                  <circle cx="10" cy="10" r="10" fill={FAMILY_SWATCHES[color]} />
                </svg>
              </span>
            </label>
          ))}
        </div>
      </Group>
      <Group title="Size">
        <div className="flex flex-wrap gap-2">
          {sizes.map((size) => (
            <label key={size} className="cursor-pointer">
              <input
                type="radio"
                name={`${group}-size`}
                value={size}
                checked={params.size === size}
                onChange={() => onChange({ size })}
                onClick={() => params.size === size && onChange({ size: '' })}
                className="peer sr-only"
              />
              <span className="block rounded-md border border-stone-300 px-2.5 py-1.5 text-xs text-stone-800 peer-checked:border-stone-900 peer-checked:bg-stone-900 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-rose-700">
                {size}
              </span>
            </label>
          ))}
        </div>
      </Group>
      <button
        type="button"
        onClick={onClear}
        className="mt-5 w-full rounded-md border border-stone-900 px-4 py-2 text-sm font-medium text-stone-900 transition hover:bg-stone-900 hover:text-white"
      >
        Clear Filters
      </button>
    </div>
  );
}
