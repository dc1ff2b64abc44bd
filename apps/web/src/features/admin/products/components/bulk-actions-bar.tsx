import type { BulkProductsBody, BulkProductsResult } from '@shop/shared/catalog/bulk-products-schemas';
import {
  PRODUCT_PRICE_MAX,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_MAX,
  type ProductStatus,
} from '@shop/shared/catalog/product-fields';
import { formatPrice } from '@shop/shared/money';
import { type FormEvent, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { FormDialog } from '@/features/admin/form-dialog';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/stores/toasts';
import { useBulkProductsMutation } from '../api/products-api';

/** The products a bulk action goes to: chosen one by one, or all that match the list's filter. */
export type BulkTarget = Pick<BulkProductsBody, 'ids' | 'filter'>;

const FAILED = 'The change could not be made. Try again.';
const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

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

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Run = (action: DistributiveOmit<BulkProductsBody, 'ids' | 'filter'>) => Promise<BulkProductsResult>;

const SIGNED = /^[-+]?\d+(\.\d{1,2})?$/;

/** What a price change does, in the owner's words; null while the number cannot be used. */
export function priceChangeSentence(by: 'percent' | 'amount', text: string): string | null {
  const value = readChange(by, text);
  if (value === null) return null;
  const direction = value < 0 ? 'down' : 'up';
  const size = by === 'percent' ? `${Math.abs(value)}%` : formatPrice(Math.round(Math.abs(value) * 100));
  const rounding = by === 'percent' ? ', rounded to the cent' : '';
  const floor = value < 0 ? ', never below $0.01' : '';
  return `Prices go ${direction} by ${size}${rounding}${floor}. Sale prices move the same way.`;
}

/** The change the field asks for, or null with what is wrong with it. */
function readChange(by: 'percent' | 'amount', text: string): number | null {
  if (!SIGNED.test(text.trim())) return null;
  const value = Number(text.trim());
  if (value === 0) return null;
  if (by === 'percent') return value >= -99 && value <= 1000 ? value : null;
  return Math.abs(value) <= PRODUCT_PRICE_MAX ? value : null;
}

function PriceDialog({ count, run, onClose }: { count: number; run: Run; onClose: () => void }) {
  const [by, setBy] = useState<'percent' | 'amount'>('percent');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const sentence = priceChangeSentence(by, text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = readChange(by, text);
    if (value === null) {
      setFailure(
        by === 'percent'
          ? 'Give a percentage between -99 and 1000, other than 0, such as -10'
          : 'Give an amount of dollars other than 0, with at most 2 decimals, such as -5.00',
      );
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await run(
        by === 'percent'
          ? { action: 'adjust-price', percent: value }
          : { action: 'adjust-price', amount: value },
      );
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? FAILED);
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={`Change the prices of ${products(count)}`}
      submitLabel="Change prices"
      submitting={saving}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-2 font-medium text-stone-800">Change by</legend>
        {(['percent', 'amount'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="by"
              value={value}
              checked={by === value}
              onChange={() => setBy(value)}
            />
            {value === 'percent' ? 'Percentage (%)' : 'Amount ($)'}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={fieldId} className="font-medium text-stone-800">
          {by === 'percent' ? 'Percentage' : 'Amount in dollars'}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={fieldId}
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={hintId}
            placeholder={by === 'percent' ? '-10' : '-5.00'}
            className="w-32 rounded-md border border-stone-300 px-3 py-2"
          />
          <span aria-hidden="true">{by === 'percent' ? '%' : '$'}</span>
        </div>
        <p id={hintId} className="text-stone-600">
          A minus sign lowers prices.
        </p>
      </div>
      <p aria-live="polite" className="text-sm text-stone-800">
        {sentence}
      </p>
    </FormDialog>
  );
}

function StockDialog({ count, run, onClose }: { count: number; run: Run; onClose: () => void }) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || quantity < 1 || quantity > PRODUCT_STOCK_MAX) {
      setFailure(`Give a whole number of units from 1 to ${PRODUCT_STOCK_MAX}`);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await run({ action: 'add-stock', quantity });
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? FAILED);
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={`Add stock to ${products(count)}`}
      submitLabel="Add stock"
      submitting={saving}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={fieldId} className="font-medium text-stone-800">
          Units to add to every size
        </label>
        <input
          id={fieldId}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-32 rounded-md border border-stone-300 px-3 py-2"
        />
      </div>
    </FormDialog>
  );
}
