import { SALE_LIMITS } from '@shop/shared/promotions/promotions';
import { type KeyboardEvent, useId, useState } from 'react';
import { inputClass } from '@/components/ui/text-field';
import {
  useGetAdminProductQuery,
  useGetAdminProductsQuery,
} from '@/features/admin/products/api/products-api';
import { useCategoryChoices } from '@/lib/shop-categories-api';

/** A product a sale covers; a sale being edited knows only the ids, so the name is looked up. */
export interface ChosenProduct {
  id: string;
  name: string | null;
}

const smallButton =
  'rounded-md border border-stone-300 bg-white px-3 py-1 text-sm font-medium text-stone-800 hover:border-stone-900 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The products a sale covers: a search by name over Manage Products' list (GET /api/products),
 * each result added with a button, and the chosen ones listed with Remove. It lives inside the
 * sale's form, so the search is a button and Enter, never a form of its own.
 */
export function SaleProductsField({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly ChosenProduct[];
  onChange: (next: ChosenProduct[]) => void;
  error?: string;
}) {
  const id = useId();
  const { nameOf } = useCategoryChoices();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const { data, isFetching, isError } = useGetAdminProductsQuery(
    { page: 1, search },
    { skip: search === '' },
  );
  const chosenIds = new Set(chosen.map((product) => product.id));
  const full = chosen.length >= SALE_LIMITS.products;
  const errorId = `${id}-error`;

  const run = () => setSearch(text.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-3">
      <legend className="text-sm font-medium text-stone-800">Products on sale</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-stone-600">No products chosen yet.</p>
      ) : (
        <ul aria-label="Chosen products" className="flex flex-wrap gap-2">
          {chosen.map((product) => (
            <ChosenChip
              key={product.id}
              product={product}
              onRemove={() => onChange(chosen.filter((other) => other.id !== product.id))}
            />
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-search`} className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-stone-700">
          Find products by name
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className={inputClass}
          />
        </label>
        <button
          type="button"
          onClick={run}
          className="rounded-md bg-stone-900 px-4 py-2.5 text-sm font-medium text-white hover:bg-rose-800"
        >
          Search
        </button>
      </div>
      {search !== '' &&
        (isFetching ? (
          <p className="text-sm text-stone-600">Searching…</p>
        ) : isError || !data ? (
          <p role="alert" className="text-sm text-red-700">
            The products could not be loaded. Please try again.
          </p>
        ) : data.products.length === 0 ? (
          <p className="text-sm text-stone-600">No products match “{search}”.</p>
        ) : (
          <ul
            aria-label="Products found"
            className="divide-y divide-stone-100 rounded-md border border-stone-200"
          >
            {data.products.map((product) => (
              <li key={product._id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block break-words text-stone-900">{product.name}</span>
                  <span className="block text-xs text-stone-500">{nameOf(product.category)}</span>
                </span>
                <button
                  type="button"
                  aria-label={`Add ${product.name}`}
                  disabled={chosenIds.has(product._id) || full}
                  onClick={() => onChange([...chosen, { id: product._id, name: product.name }])}
                  className={smallButton}
                >
                  {chosenIds.has(product._id) ? 'Added' : 'Add'}
                </button>
              </li>
            ))}
          </ul>
        ))}
      {data && data.totalProducts > data.products.length && search !== '' && !isFetching && (
        <p className="text-xs text-stone-500">
          The first {data.products.length} of {data.totalProducts} matches: type more of the name to narrow
          them.
        </p>
      )}
    </fieldset>
  );
}

function ChosenChip({ product, onRemove }: { product: ChosenProduct; onRemove: () => void }) {
  // Only a product the form did not find itself (a saved sale's) is looked up by its id.
  const { data, isError } = useGetAdminProductQuery(product.id, { skip: product.name !== null });
  const name = product.name ?? data?.name ?? (isError ? 'A deleted product' : 'Loading…');
  return (
    <li className="flex items-center gap-2 rounded-full border border-stone-300 bg-stone-50 py-1 pr-1 pl-3 text-sm text-stone-800">
      <span className="break-words">{name}</span>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        className="rounded-full px-2 py-0.5 text-xs font-medium text-red-700 underline hover:bg-white"
      >
        Remove
      </button>
    </li>
  );
}
