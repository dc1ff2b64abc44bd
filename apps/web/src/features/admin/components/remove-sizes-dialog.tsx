import type { AdminProduct, CreateProductBody } from '@shop/shared/products-schemas';
import { Modal } from '@/components/ui/modal';

/** A size the product has now that the body leaves out, if it has stock or units held. */
export interface LeavingSize {
  size: string;
  stock: number;
  reserved: number;
}

export function sizesLeaving(product: AdminProduct | undefined, body: CreateProductBody): LeavingSize[] {
  const kept = new Set<string>(body.sizes?.map((row) => row.size));
  return (product?.sizes ?? []).filter(
    (size) => !kept.has(size.size) && (size.stock > 0 || size.reserved > 0),
  );
}

const unitsOf = ({ stock, reserved }: LeavingSize) =>
  [stock > 0 ? `${stock} in stock` : '', reserved > 0 ? `${reserved} held by checkouts in progress` : '']
    .filter(Boolean)
    .join(', ');

/** 'Remove sizes that have stock?': a save that would drop them waits for the owner to say so. */
export function RemoveSizesDialog({
  sizes,
  onKeepEditing,
  onRemove,
}: {
  sizes: LeavingSize[];
  onKeepEditing: () => void;
  onRemove: () => void;
}) {
  const one = sizes.length === 1;
  return (
    <Modal title="Remove sizes that have stock?" onClose={onKeepEditing}>
      <p className="text-sm text-stone-700">
        Saving removes {one ? 'this size' : 'these sizes'} from the product, and {one ? 'its' : 'their'} stock
        with {one ? 'it' : 'them'}:
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-stone-800">
        {sizes.map((size) => (
          <li key={size.size}>
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
