import { zodResolver } from '@hookform/resolvers/zod';
import { addressBodySchema, type SavedAddress } from '@shop/shared/orders/shipping-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '@/components/address-fields';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import type { ShippingCountry } from '@/lib/shipping-countries-api';
import { submitForm } from '@/lib/submit-form';
import { useAddAddressMutation, useEditAddressMutation } from '../api/addresses';

type AddressFormInput = z.input<typeof addressBodySchema>;
type AddressFormOutput = z.output<typeof addressBodySchema>;

/** The fields a refusal from the server can name, as the form names them too. */
const SERVER_FIELDS = [
  'address.name',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postalCode',
  'address.country',
  'address.phone',
] as const;

const SAVE_FAILED = 'The address could not be saved. Please try again.';

function formValues(saved: SavedAddress | null, country: string): AddressFormInput {
  return {
    address: {
      name: saved?.name ?? '',
      line1: saved?.line1 ?? '',
      line2: saved?.line2 ?? '',
      city: saved?.city ?? '',
      region: saved?.region ?? '',
      postalCode: saved?.postalCode ?? '',
      country: (saved?.country ?? country) as AddressFormInput['address']['country'],
      phone: saved?.phone ?? '',
    },
    isDefault: saved?.isDefault ?? false,
  };
}

/**
 * Adding an address (`editing` null) or changing one, in a dialog (docs/product/screens.md,
 * Addresses). The fields are the checkout's own (AddressFields), checked by the server's schema;
 * a refusal naming a field shows under it, any other inside the dialog.
 */
export function AddressFormDialog({
  editing,
  countries,
  firstAddress,
  onClose,
  onSaved,
}: {
  editing: SavedAddress | null;
  countries: readonly ShippingCountry[];
  /** The book is empty: this address becomes the default whatever is ticked, so nothing is asked. */
  firstAddress: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [addAddress] = useAddAddressMutation();
  const [editAddress] = useEditAddressMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: zodResolver(addressBodySchema),
    defaultValues: formValues(editing, countries[0]?.code ?? 'US'),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    const request = editing ? editAddress({ id: editing.id, ...body }) : addAddress(body);
    const outcome = await submitForm(request.unwrap(), {
      fields: SERVER_FIELDS,
      setError,
      fallback: SAVE_FAILED,
    });
    if (!outcome.ok) return setFailure(outcome.failure);
    onSaved(outcome.data.message);
  });

  const askDefault = !firstAddress && !editing?.isDefault;

  return (
    <Modal title={editing ? 'Edit address' : 'Add address'} onClose={onClose} busy={isSubmitting}>
      <form noValidate onSubmit={onSubmit} aria-label={editing ? 'Edit address' : 'Add address'}>
        <AddressFields
          register={register}
          control={control}
          errors={errors.address}
          countries={countries}
          prefix="address"
        />
        {askDefault && (
          <label className="mt-5 flex items-center gap-3 text-sm text-stone-800">
            <input type="checkbox" className="size-4 accent-stone-900" {...register('isDefault')} />
            Make this my default address
          </label>
        )}
        {failure && (
          <div className="mt-4">
            <FormMessage kind="error">{failure}</FormMessage>
          </div>
        )}
        <div className="mt-4">
          <DialogActions submitLabel="Save address" submitting={isSubmitting} onCancel={onClose} />
        </div>
      </form>
    </Modal>
  );
}
