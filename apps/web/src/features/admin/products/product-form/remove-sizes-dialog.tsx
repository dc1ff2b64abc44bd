import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { CreateProductBody } from '@shop/shared/catalog/products-schemas';
import { Modal } from '@/components/ui/modal';

/** Units a size or a colour the body leaves out has now: in stock, and held by checkouts. */
export interface LeavingUnits {
  stock: number;
  reserved: number;
}
export interface LeavingSize extends LeavingUnits {
  size: string;
}
export interface LeavingColor extends LeavingUnits {
  color: string;
}
export interface Leaving {
  /** Sizes left out of every colour that stays, with their units over those colours. */
  sizes: LeavingSize[];
  /** Colours left out, with the units of all their sizes. */
  colors: LeavingColor[];
}

const variantKey = (color: string, size: string) => `${color}|${size}`;

/**
 * The stored variant each new cell of the body continues, as the server matches them: a cell
 * of a colour the product has not had in a size takes over a variant of the same size whose colour
 * the body no longer lists (a colour renamed), each once, keeping its stock, held units and SKU.
 * Keyed `colour|size` of the cell, to the `colour|size` of the variant it continues.
 */
export function continuedVariants(
  product: AdminProduct | undefined,
  body: Pick<CreateProductBody, 'colors'>,
): Map<string, string> {
  const stored = product?.sizes ?? [];
  const listed = new Set<string>((body.colors ?? []).map((row) => row.color));
  const exact = new Set(stored.map((variant) => variantKey(variant.color, variant.size)));
  const free = stored.filter((variant) => !listed.has(variant.color));
  const continued = new Map<string, string>();
  for (const row of body.colors ?? []) {
    for (const cell of row.sizes) {
      if (exact.has(variantKey(row.color, cell.size))) continue;
      const at = free.findIndex((variant) => variant.size === cell.size);
      const [taken] = at === -1 ? [] : free.splice(at, 1);
      if (taken) continued.set(variantKey(row.color, cell.size), variantKey(taken.color, taken.size));
    }
  }
  return continued;
}

/**
 * What a save would take away with units still in it: a colour the body leaves out goes whole
 * (`dropColors`), a size left out of the colours that stay goes from each of them (`dropSizes`).
 * A colour renamed is no colour leaving: its cells continue under the new name.
 */
export function unitsLeaving(product: AdminProduct | undefined, body: CreateProductBody): Leaving {
  const kept = new Map<string, Set<string>>(
    (body.colors ?? []).map((row) => [row.color, new Set<string>(row.sizes.map((cell) => cell.size))]),
  );
  const continued = new Set(continuedVariants(product, body).values());
  const sizes = new Map<string, LeavingSize>();
  const colors = new Map<string, LeavingColor>();
  for (const variant of product?.sizes ?? []) {
    if (variant.stock === 0 && variant.reserved === 0) continue;
    const keptSizes = kept.get(variant.color);
    if (keptSizes?.has(variant.size) || continued.has(variantKey(variant.color, variant.size))) continue;
    const [entries, key, fresh] = keptSizes
      ? [sizes as Map<string, LeavingUnits>, variant.size, { size: variant.size, stock: 0, reserved: 0 }]
      : [colors as Map<string, LeavingUnits>, variant.color, { color: variant.color, stock: 0, reserved: 0 }];
    const entry = entries.get(key) ?? fresh;
    entry.stock += variant.stock;
    entry.reserved += variant.reserved;
    entries.set(key, entry);
  }
  return { sizes: [...sizes.values()], colors: [...colors.values()] };
}

const unitsOf = ({ stock, reserved }: LeavingUnits) =>
  [stock > 0 ? `${stock} in stock` : '', reserved > 0 ? `${reserved} held by checkouts in progress` : '']
    .filter(Boolean)
    .join(', ');

/**
 * 'Remove sizes (or colours) that have stock?': a save that would drop them waits for the owner
 * to say so.
 */
export function RemoveSizesDialog({
  leaving: { sizes, colors },
  onKeepEditing,
  onRemove,
}: {
  leaving: Leaving;
  onKeepEditing: () => void;
  onRemove: () => void;
}) {
  const what = [sizes.length > 0 ? 'sizes' : '', colors.length > 0 ? 'colours' : '']
    .filter(Boolean)
    .join(' and ');
  const one = sizes.length + colors.length === 1;
  const them = one ? (sizes.length === 1 ? 'this size' : 'this colour') : `these ${what}`;
  return (
    <Modal title={`Remove ${what} that have stock?`} onClose={onKeepEditing}>
      <p className="text-sm text-stone-700">
        Saving removes {them} from the product, and {one ? 'its' : 'their'} stock with {one ? 'it' : 'them'}:
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-stone-800">
        {colors.map((color) => (
          <li key={`colour-${color.color}`}>
            Colour {color.color}: {unitsOf(color)}
          </li>
        ))}
        {sizes.map((size) => (
          <li key={`size-${size.size}`}>
            Size {size.size}: {unitsOf(size)}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onKeepEditing}
          className="rounded-md border border-stone-300 px-4 py-2"
        >
          Keep editing
        </button>
        <button type="button" onClick={onRemove} className="rounded-md bg-red-700 px-4 py-2 text-white">
          Remove and save
        </button>
      </div>
    </Modal>
  );
}
