import { formatPrice } from '@shop/shared/money';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { ShippingMethod } from '@shop/shared/orders/shipping-schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { apiErrorMessage } from '@/lib/api-error';

/**
 * The delivery methods for the address's country as radio buttons: name, estimate and price.
 * A country the shop does not deliver to shows the server's sentence instead of an empty list.
 */
export function DeliveryMethods({
  methods,
  loading,
  error,
  selectedId,
  field,
  fieldError,
}: {
  methods: readonly ShippingMethod[] | undefined;
  loading: boolean;
  error: unknown;
  selectedId: string | undefined;
  field: UseFormRegisterReturn<'shippingMethodId'>;
  fieldError?: string;
}) {
  const errorId = 'delivery-method-error';
  return (
    <fieldset aria-describedby={fieldError ? errorId : undefined}>
      <legend className="font-serif text-xl text-stone-900">Delivery method</legend>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {apiErrorMessage(error) ?? 'Delivery methods could not be loaded. Please try again.'}
        </p>
      ) : loading || !methods ? (
        <p aria-live="polite" className="mt-3 text-sm text-stone-600">
          Loading delivery methods…
        </p>
      ) : (
        <div className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-300 bg-white">
          {methods.map((method) => (
            <label
              key={method.id}
              className={`flex cursor-pointer items-center gap-3 p-4 has-focus-visible:ring-2 has-focus-visible:ring-rose-700/30 ${
                selectedId === method.id ? 'bg-rose-50/60' : ''
              }`}
            >
              <input type="radio" value={method.id} className="size-4 accent-stone-900" {...field} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-stone-900">{method.name}</span>
                <span className="block text-sm text-stone-600">{method.estimate}</span>
              </span>
              <span className="font-medium whitespace-nowrap text-stone-900">
                {method.price === 0 ? SHIPPING_MESSAGES.free : formatPrice(Math.round(method.price * 100))}
              </span>
            </label>
          ))}
        </div>
      )}
      {fieldError && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {fieldError}
        </p>
      )}
    </fieldset>
  );
}
