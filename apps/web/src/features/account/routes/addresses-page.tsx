import {
  COUNTRIES,
  DEFAULT_SHIPPING_COUNTRIES,
  MAX_ADDRESSES,
  SHIPPING_MESSAGES,
} from '@shop/shared/orders/shipping';
import type { SavedAddress, ShippingAddress } from '@shop/shared/orders/shipping-schemas';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { useShippingCountriesQuery } from '@/lib/shipping-countries-api';
import { showToast } from '@/stores/toasts';
import { useAddressBookQuery, useDeleteAddressMutation, useEditAddressMutation } from '../api/addresses';
import { AddressCard } from '../components/address-card';
import { AddressFormDialog } from '../components/address-form-dialog';

const LOAD_FAILED = 'Your addresses could not be loaded. Please try again.';
const DEFAULT_FAILED = 'The default address could not be changed. Please try again.';
const DELETE_FAILED = 'The address could not be deleted. Please try again.';

/** What the form lists when the shop's own list cannot be read: the countries a new shop serves. */
const FALLBACK_COUNTRIES = COUNTRIES.filter((country) =>
  (DEFAULT_SHIPPING_COUNTRIES as readonly string[]).includes(country.code),
);

type Dialog = { kind: 'form'; editing: SavedAddress | null } | { kind: 'delete'; address: SavedAddress };

/** The saved address as the body of a change: the same fields, the country as the schema types it. */
function addressOf(saved: SavedAddress): ShippingAddress {
  const { id: _id, isDefault: _default, createdAt: _created, updatedAt: _updated, ...address } = saved;
  return address as ShippingAddress;
}

/**
 * /dashboard/addresses (docs/product/screens.md, Addresses): the shopper's saved addresses, the
 * default first and marked, with Add address, Edit, Delete and Make default. Checkout offers the
 * default first.
 */
export function AddressesPage() {
  usePageMeta('Addresses — Velora');
  const dispatch = useDispatch();
  const book = useAddressBookQuery();
  const countryList = useShippingCountriesQuery();
  const [editAddress] = useEditAddressMutation();
  const [deleteAddress] = useDeleteAddressMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where focus goes back to when a dialog closes: the button that opened it, if still there.
  const opener = useRef<HTMLElement | null>(null);

  const countries = countryList.data?.countries ?? (countryList.isError ? FALLBACK_COUNTRIES : undefined);
  const addresses = book.data?.addresses ?? [];
  const full = addresses.length >= MAX_ADDRESSES;

  const open = (next: Dialog) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    // The dialog is unmounted rather than closed, so focus is handed back by hand.
    requestAnimationFrame(() => {
      const back = opener.current?.isConnected ? opener.current : addButton.current;
      back?.focus();
    });
  };

  const makeDefault = async (address: SavedAddress) => {
    setChanging(address.id);
    try {
      const answer = await editAddress({
        id: address.id,
        address: addressOf(address),
        isDefault: true,
      }).unwrap();
      dispatch(showToast(answer.message, 'success'));
    } catch (error) {
      dispatch(showToast(apiErrorMessage(error) ?? DEFAULT_FAILED, 'error'));
    } finally {
      setChanging(null);
    }
  };

  return (
    <section aria-labelledby="addresses-heading" className="max-w-4xl">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="addresses-heading" className="font-serif text-3xl text-stone-900">
            Addresses
          </h1>
          <p className="mt-1 text-stone-600">Checkout offers your default address first.</p>
        </div>
        <button
          ref={addButton}
          type="button"
          onClick={() => open({ kind: 'form', editing: null })}
          disabled={!countries || !book.data || full}
          className="inline-flex items-center gap-2 rounded-md bg-stone-900 px-4 py-2.5 font-medium text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:bg-stone-400"
        >
          <Plus aria-hidden="true" size={16} />
          Add address
        </button>
      </div>
      {full && <p className="mb-4 text-sm text-stone-600">{SHIPPING_MESSAGES.tooManyAddresses}</p>}

      {book.isLoading ? (
        <p>Loading...</p>
      ) : book.isError ? (
        <div role="alert" className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
          <p>{LOAD_FAILED}</p>
          <button
            type="button"
            onClick={() => void book.refetch()}
            className="mt-3 rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-50"
          >
            Try again
          </button>
        </div>
      ) : addresses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          You have no saved addresses yet. Add one, or tick “Save this address” at checkout.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={changing !== null || !countries}
                onEdit={() => open({ kind: 'form', editing: address })}
                onDelete={() => open({ kind: 'delete', address })}
                onMakeDefault={() => void makeDefault(address)}
              />
            </li>
          ))}
        </ul>
      )}

      {dialog?.kind === 'form' && countries && (
        <AddressFormDialog
          editing={dialog.editing}
          countries={countries}
          firstAddress={addresses.length === 0}
          onClose={close}
          onSaved={(message) => {
            dispatch(showToast(message, 'success'));
            close();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDelete
          title="Delete this address?"
          remove={() => deleteAddress(dialog.address.id).unwrap()}
          fallback={DELETE_FAILED}
          onClose={close}
        >
          {`${dialog.address.name}, ${dialog.address.line1}, ${dialog.address.city} will be removed from your address book.`}
        </ConfirmDelete>
      )}
    </section>
  );
}
