import type { SavedAddress } from '@shop/shared/orders/shipping-schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PostalAddress } from '@/components/postal-address';
import { NEW_ADDRESS } from '../checkout-form-values';

/** A logged-in shopper's saved addresses to deliver to, or "Use a new address". */
export function SavedAddressPicker({
  addresses,
  selectedId,
  field,
}: {
  addresses: readonly SavedAddress[];
  selectedId: string;
  field: UseFormRegisterReturn<'addressId'>;
}) {
  const option = (id: string) =>
    `flex cursor-pointer items-start gap-3 p-4 has-focus-visible:ring-2 has-focus-visible:ring-rose-700/30 ${
      selectedId === id ? 'bg-rose-50/60' : ''
    }`;
  return (
    <fieldset>
      <legend className="sr-only">Deliver to</legend>
      <div className="divide-y divide-stone-200 rounded-md border border-stone-300 bg-white">
        {addresses.map((address) => (
          <label key={address.id} className={option(address.id)}>
            <input
              type="radio"
              value={address.id}
              className="mt-1 size-4 shrink-0 accent-stone-900"
              {...field}
            />
            <span className="min-w-0 text-sm">
              <span className="block font-medium text-stone-900">
                {address.name}
                {address.isDefault && (
                  <span className="ml-2 text-xs font-normal text-stone-500">Default</span>
                )}
              </span>
              <PostalAddress address={address} withName={false} as="span" className="block text-stone-600" />
            </span>
          </label>
        ))}
        <label className={option(NEW_ADDRESS)}>
          <input
            type="radio"
            value={NEW_ADDRESS}
            className="mt-1 size-4 shrink-0 accent-stone-900"
            {...field}
          />
          <span className="text-sm font-medium text-stone-900">Use a new address</span>
        </label>
      </div>
    </fieldset>
  );
}
