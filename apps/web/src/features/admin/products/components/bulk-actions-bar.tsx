import type { BulkProductsBody, BulkProductsResult } from '@shop/shared/catalog/bulk-products-schemas';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@shop/shared/catalog/product-fields';
import { type FormEvent, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/stores/toasts';
import { useBulkProductsMutation } from '../api/products-api';
import { type DistributiveOmit, FAILED, PriceDialog, products, StockDialog } from './bulk-change-dialogs';

/** The products a bulk action goes to: chosen one by one, or all that match the list's filter. */
export type BulkTarget = Pick<BulkProductsBody, 'ids' | 'filter'>;

/**
 * Manage Products' bar for the products the owner selected: how many, a way to widen the choice
 * to every product matching the filter, and the actions. `onDone` hears the server's answer once
 * an action has been made (the list refetches by itself: the mutation invalidates it).
 */
export function BulkActionsBar({
  target,
  count,
  total,
  allMatching,
  onSelectAllMatching,
  onClear,
  onDone,
}: {
  target: BulkTarget;
  count: number;
  /** How many products match the filter, over every page. */
  total: number;
  allMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onDone: (result: BulkProductsResult) => void;
}) {
  const [bulk, { isLoading }] = useBulkProductsMutation();
  const dispatch = useDispatch();
  const [dialog, setDialog] = useState<'price' | 'stock' | 'delete' | null>(null);
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const statusId = useId();

  /** Runs an action; the server's sentence becomes a toast. Throws when refused, for a dialog to say. */
  const run = async (action: DistributiveOmit<BulkProductsBody, 'ids' | 'filter'>) => {
    const result = await bulk({ ...action, ...target } as BulkProductsBody).unwrap();
    dispatch(showToast(result.message, 'success'));
    setDialog(null);
    onDone(result);
    return result;
  };

  const applyStatus = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!status) return;
    try {
      await run({ action: 'set-status', status });
    } catch (error) {
      dispatch(showToast(apiErrorMessage(error) ?? FAILED, 'error'));
    }
  };

  const button =
    'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-60';
  return (
    <section
      aria-label="Bulk actions"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm"
    >
      <p className="font-medium text-stone-900">
        {allMatching ? `All ${total} matching products selected` : `${count} selected`}
      </p>
      {!allMatching && total > count && (
        <button type="button" onClick={onSelectAllMatching} className="font-medium text-rose-800 underline">
          Select all {total} matching
        </button>
      )}
      <button type="button" onClick={onClear} className="font-medium text-stone-700 underline">
        Clear selection
      </button>
      <form onSubmit={(event) => void applyStatus(event)} className="flex items-center gap-2">
        <label htmlFor={statusId} className="text-stone-700">
          Set status
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => setStatus(event.target.value as ProductStatus | '')}
          className="rounded-md border border-stone-300 bg-white px-2 py-2"
        >
          <option value="">Choose…</option>
          {PRODUCT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PRODUCT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <button type="submit" disabled={!status || isLoading} className={button}>
          Apply
        </button>
      </form>
      <button type="button" onClick={() => setDialog('price')} className={button}>
        Change prices
      </button>
      <button type="button" onClick={() => setDialog('stock')} className={button}>
        Add stock
      </button>
      <button
        type="button"
        onClick={() => setDialog('delete')}
        className="rounded-md bg-red-700 px-3 py-2 text-sm font-medium text-white hover:bg-red-800"
      >
        Delete
      </button>
      {dialog === 'price' && <PriceDialog count={count} run={run} onClose={() => setDialog(null)} />}
      {dialog === 'stock' && <StockDialog count={count} run={run} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDelete
          title={`Delete ${allMatching ? `all ${products(count)} matching` : products(count)}?`}
          remove={async () => {
            const result = await bulk({ action: 'delete', ...target } as BulkProductsBody).unwrap();
            onDone(result);
            return result;
          }}
          fallback={FAILED}
          onClose={() => setDialog(null)}
        >
          {count === 1 ? 'It leaves' : `These ${products(count)} leave`} the shop and every cart. Past orders
          keep them as they were bought.
        </ConfirmDelete>
      )}
    </section>
  );
}
