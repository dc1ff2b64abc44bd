import type { BulkProductsBody, BulkProductsResult } from '@shop/shared/catalog/bulk-products-schemas';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from '@shop/shared/catalog/product-fields';
import { formatPrice } from '@shop/shared/money';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '@/features/admin/form-dialog';
import { apiErrorMessage } from '@/lib/api-error';

// The bulk actions that ask for a number first (a price change, stock to add), each in its dialog.

export const FAILED = 'The change could not be made. Try again.';
export const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type Run = (
  action: DistributiveOmit<BulkProductsBody, 'ids' | 'filter'>,
) => Promise<BulkProductsResult>;

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

export function PriceDialog({ count, run, onClose }: { count: number; run: Run; onClose: () => void }) {
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

export function StockDialog({ count, run, onClose }: { count: number; run: Run; onClose: () => void }) {
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
