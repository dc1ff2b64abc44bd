import { useId } from 'react';
import type { ProductThresholdField } from './use-product-threshold';

/**
 * 'Low-stock alert at' on the edit form (docs/product/screens.md, Update product): the product's
 * own number for the morning stock mail, empty for the shop's, which the hint names.
 */
export function ProductThresholdInput({ threshold }: { threshold: ProductThresholdField }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shops =
    threshold.shopThreshold === undefined ? "the shop's" : `the shop's (${threshold.shopThreshold})`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Low-stock alert at
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          ref={threshold.inputRef}
          // Text, not a number input: a browser empties a number input holding letters, which would
          // read as 'the shop's number' instead of a mistake.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={threshold.text}
          onChange={(event) => threshold.type(event.target.value)}
          disabled={threshold.loading || threshold.unavailable}
          aria-invalid={threshold.error ? true : undefined}
          aria-describedby={threshold.error ? `${hintId} ${errorId}` : hintId}
          className={`w-24 rounded-md border px-3 py-2 disabled:bg-stone-100 ${threshold.error ? 'border-red-600' : 'border-stone-300'}`}
        />
        <span className="text-sm text-stone-700">units</span>
      </div>
      <p id={hintId} className="mt-1 text-xs text-stone-600">
        {threshold.unavailable
          ? 'The low-stock alert could not be read. Reload the page to change it.'
          : `Free units at or under which this product's sizes go in the morning stock mail. Leave empty for ${shops}.`}
      </p>
      {threshold.error && (
        <span id={errorId} className="mt-1 block text-xs text-red-700">
          {threshold.error}
        </span>
      )}
    </div>
  );
}
