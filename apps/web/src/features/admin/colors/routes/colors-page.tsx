import { COLOR_FAMILIES, type ColorFamily, colorLabel, type ShopColor } from '@shop/shared/catalog/colors';
import { useId, useState } from 'react';
import { ColourDot } from '@/components/ui/colour-dot';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { usePageMeta } from '@/lib/page-meta';
import { useShopColors, useShopColorsQuery } from '@/lib/shop-colors-api';
import { ColorFormDialog } from '../components/color-form-dialog';

type Editing = { color: ShopColor | null } | null;

/**
 * Colours: the shop's colours as the owner names them, each with its swatch and the family
 * shoppers filter by; added and edited here, a new name being every product's in that colour.
 */
export function ColorsPage() {
  usePageMeta('Colours — Velora');
  const { data, isLoading, isError } = useShopColorsQuery();
  const shop = useShopColors();
  const [editing, setEditing] = useState<Editing>(null);
  const [family, setFamily] = useState<ColorFamily | ''>('');
  const filterId = useId();
  const colors = (data?.colors ?? []).filter((color) => family === '' || color.family === family);

  const columns: TableColumn<ShopColor>[] = [
    {
      header: 'Name',
      rowHeader: true,
      cell: (color) => (
        <span className="inline-flex items-center gap-2">
          <ColourDot hex={shop.swatchOf(color.name)} className="h-5 w-5" />
          <span className="font-medium break-words">{color.name}</span>
        </span>
      ),
    },
    { header: 'Family', cell: (color) => colorLabel(color.family) },
    {
      header: 'Swatch',
      cell: (color) =>
        color.swatch ?? (
          <span className="text-stone-500">
            The family's<span className="sr-only">: {shop.swatchOf(color.name)}</span>
          </span>
        ),
    },
    {
      header: 'Actions',
      unlabelled: true,
      cell: (color) => (
        <button
          type="button"
          aria-label={`Edit ${color.name}`}
          onClick={() => setEditing({ color })}
          className="py-1 font-medium text-rose-800 underline"
        >
          Edit
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="colors-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="colors-heading" className="font-serif text-2xl text-stone-900">
          Colours
        </h1>
        <button
          type="button"
          onClick={() => setEditing({ color: null })}
          className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
        >
          Add colour
        </button>
      </div>
      <p className="mt-2 max-w-2xl text-sm text-stone-600">
        Products, the cart and orders show a colour by its name and swatch; shoppers filter the shop by its
        family. A new name is every product's that comes in the colour.
      </p>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          The colours could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <label htmlFor={filterId} className="text-sm font-medium text-stone-800">
              Family
            </label>
            <select
              id={filterId}
              value={family}
              onChange={(event) => setFamily(event.target.value as ColorFamily | '')}
              className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">All families</option>
              {COLOR_FAMILIES.map((name) => (
                <option key={name} value={name}>
                  {colorLabel(name)}
                </option>
              ))}
            </select>
            <p aria-live="polite" className="text-sm text-stone-600">
              {colors.length === 1 ? '1 colour' : `${colors.length} colours`}
            </p>
          </div>
          {colors.length === 0 ? (
            <p className="mt-4 text-stone-600">The shop has no colours in this family yet.</p>
          ) : (
            <ResponsiveTable
              columns={columns}
              rows={colors}
              rowKey={(color) => color.id}
              label="The shop's colours"
              className="mt-4"
            />
          )}
        </>
      )}

      {editing && <ColorFormDialog color={editing.color} onClose={() => setEditing(null)} />}
    </section>
  );
}
