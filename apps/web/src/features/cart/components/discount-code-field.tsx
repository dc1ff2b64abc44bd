import { type FormEvent, useId, useState } from 'react';
import type { DiscountCode } from '../use-discount-code';

/**
 * 'Discount code' with 'Apply' on the cart page and the checkout step; once applied, the code
 * with 'Remove'. Why a code does not apply is said under the field, in the server's words.
 */
export function DiscountCodeField({ discount }: { discount: DiscountCode }) {
  const [typed, setTyped] = useState('');
  const [applying, setApplying] = useState(false);
  const inputId = useId();
  const messageId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplying(true);
    await discount.apply(typed);
    setApplying(false);
  }

  if (discount.code) {
    return (
      <div className="mt-4 text-sm">
        <div className="flex items-center justify-between gap-3 rounded-md border border-stone-200 bg-white px-3 py-2">
          <p className="text-stone-700">
            Code <span className="font-mono font-semibold text-stone-900">{discount.code}</span>
          </p>
          <button
            type="button"
            onClick={() => {
              setTyped('');
              discount.remove();
            }}
            className="text-rose-800 underline hover:text-rose-900"
          >
            Remove
          </button>
        </div>
        {discount.waitsForDelivery && discount.refusal && (
          <p role="status" className="mt-2 text-stone-600">
            {discount.refusal}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 text-sm">
      <label htmlFor={inputId} className="block font-medium text-stone-800">
        Discount code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // A new try: the last refusal no longer describes what is in the field.
            if (discount.refusal) discount.remove();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={discount.refusal ? true : undefined}
          aria-describedby={discount.refusal ? messageId : undefined}
          className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3 py-2 uppercase placeholder:normal-case focus:border-stone-900 focus:outline-none"
        />
        <button
          type="submit"
          disabled={applying}
          className="rounded-md border border-stone-900 px-4 py-2 font-medium text-stone-900 transition hover:bg-stone-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400"
        >
          Apply
        </button>
      </div>
      {discount.refusal && (
        <p id={messageId} role="alert" className="mt-2 text-red-700">
          {discount.refusal}
        </p>
      )}
    </form>
  );
}
