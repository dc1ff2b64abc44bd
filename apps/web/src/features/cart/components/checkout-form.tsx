import { zodResolver } from '@hookform/resolvers/zod';
import { regionCode } from '@shop/shared/orders/regions';
import { ADDRESS_LABELS, type CountryCode, DEFAULT_SHIPPING_COUNTRIES } from '@shop/shared/orders/shipping';
import type { PublicUser } from '@shop/shared/people/users';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { AddressFields } from '@/components/address-fields';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { useShippingCountriesQuery } from '@/lib/shipping-countries-api';
import { submitForm } from '@/lib/submit-form';
import { type CartLine, cartSynced } from '@/stores/cart';
import { discountDropped } from '@/stores/discount-code';
import { useCreateCheckoutMutation, useReplaceCartMutation } from '../api/cart-api';
import { useCheckoutAddressesQuery, useCheckoutDeliveryMethodsQuery } from '../api/checkout-api';
import {
  addressValues,
  blankAddress,
  bookName,
  type CheckoutFormInput,
  checkoutFormSchema,
  guestCheckoutFormSchema,
  NEW_ADDRESS,
  SERVER_FIELDS,
  type ServerField,
} from '../checkout-form-values';
import { DeliveryMethods } from './delivery-methods';
import { GuestContact } from './guest-contact';
import { SavedAddressPicker } from './saved-address-picker';

const ADDRESS_KEYS = Object.keys(ADDRESS_LABELS) as (keyof typeof ADDRESS_LABELS)[];

const CHECKOUT_FAILED = 'Checkout could not be started. Please try again.';

/** The delivery method chosen, what it costs, and where it goes (its tax depends on the place). */
export interface ChosenDelivery {
  id: string;
  cents: number;
  country: string;
  region?: string | undefined;
}

/**
 * The information step (docs/product/screens.md, Checkout): contact, where the order goes and
 * how. `onDelivery` tells the summary beside it which method is chosen and what it costs.
 * A guest (no `user`) gives an email and an address; a shopper's email is the account's, and
 * their address book is offered. The applied `discountCode` goes with the order.
 */
export function CheckoutForm({
  user,
  lines,
  subtotalCents,
  onDelivery,
  discountCode,
}: {
  user: PublicUser | null;
  lines: readonly CartLine[];
  subtotalCents: number;
  onDelivery: (delivery: ChosenDelivery | null) => void;
  discountCode?: string | null;
}) {
  const dispatch = useDispatch();
  const [createCheckout] = useCreateCheckoutMutation();
  const [replaceCart] = useReplaceCartMutation();
  const { data: countryList } = useShippingCountriesQuery();
  const { data: book, isLoading: loadingBook } = useCheckoutAddressesQuery(user?.id ?? '', { skip: !user });
  const countries = countryList?.countries;
  const firstCountry = countries?.[0]?.code ?? DEFAULT_SHIPPING_COUNTRIES[0] ?? 'US';
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<CheckoutFormInput, unknown, ReturnType<typeof checkoutFormSchema.parse>>({
    resolver: zodResolver(user ? checkoutFormSchema : guestCheckoutFormSchema),
    defaultValues: {
      addressId: NEW_ADDRESS,
      // Never the username: a handle is not a name to post a parcel to (the address book's is).
      address: blankAddress(firstCountry),
      shippingMethodId: '',
      saveAddress: Boolean(user),
      mailConsent: false,
      email: '',
    },
  });
  const addressId = useWatch({ control, name: 'addressId' });
  const country = useWatch({ control, name: 'address.country' }) ?? firstCountry;
  // Only a state or province the shop's zones know changes the methods asked for, not each keystroke.
  const region = regionCode(country, useWatch({ control, name: 'address.region' }));
  const methodId = useWatch({ control, name: 'shippingMethodId' });
  const addresses = book?.addresses ?? [];

  // The shopper's default address is offered first, once, unless they started typing a new one.
  const offeredDefault = useRef(false);
  useEffect(() => {
    if (!book || offeredDefault.current) return;
    offeredDefault.current = true;
    const preferred = book.addresses.find((a) => a.isDefault) ?? book.addresses[0];
    if (preferred && !dirtyFields.address) {
      setValue('addressId', preferred.id);
      setValue('address', addressValues(preferred));
    }
  }, [book, dirtyFields.address, setValue]);

  // The served countries arrive after the form opened: a blank address takes the first of them.
  useEffect(() => {
    if (!countries?.length || getValues('addressId') !== NEW_ADDRESS) return;
    if (!countries.some((c) => c.code === getValues('address.country')))
      setValue('address.country', (countries[0]?.code ?? firstCountry) as CountryCode);
  }, [countries, firstCountry, getValues, setValue]);

  const methodsQuery = useCheckoutDeliveryMethodsQuery({ country, region, subtotal: subtotalCents / 100 });
  const methods = methodsQuery.isFetching ? undefined : methodsQuery.data?.methods;
  const methodsError = methodsQuery.isFetching ? undefined : methodsQuery.error;
  const chosen = methods?.find((method) => method.id === methodId);

  // A method the new country does not offer is dropped; the first offered is preselected.
  useEffect(() => {
    if (!methods) return;
    if (!methods.some((method) => method.id === getValues('shippingMethodId')))
      setValue('shippingMethodId', methods[0]?.id ?? '');
  }, [methods, getValues, setValue]);
  useEffect(() => {
    if (methodsError) setValue('shippingMethodId', '');
  }, [methodsError, setValue]);

  const chosenId = chosen?.id;
  const chosenCents = chosen ? Math.round(chosen.price * 100) : null;
  useEffect(() => {
    onDelivery(
      chosenId && chosenCents !== null ? { id: chosenId, cents: chosenCents, country, region } : null,
    );
  }, [chosenId, chosenCents, country, region, onDelivery]);

  function chooseAddress(id: string) {
    const saved = addresses.find((a) => a.id === id);
    setValue('address', saved ? addressValues(saved) : blankAddress(firstCountry, bookName(addresses)));
  }

  const usingNew = addressId === NEW_ADDRESS;
  // A saved address is not on screen as fields: what is wrong with it is said in one line.
  const savedAddressError = ADDRESS_KEYS.map((key) => errors.address?.[key]?.message).find(Boolean);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // The stored cart first: once paid, the server empties it, and nothing still waiting to be
    // sent may fill it again after the payment. A guest's cart is this browser's only.
    if (user) {
      await replaceCart(lines)
        .unwrap()
        .then(() => dispatch(cartSynced([...lines])))
        .catch(() => undefined);
    }
    // A saved address's fields are not on screen: a refusal naming one is said above the button.
    const fields = (Object.keys(SERVER_FIELDS) as ServerField[]).filter(
      (field) => (usingNew || !field.startsWith('shippingAddress.')) && (field !== 'user_email' || !user),
    );
    const outcome = await submitForm(
      createCheckout({
        lines,
        email: user?.email ?? values.email ?? '',
        shippingAddress: values.address,
        shippingMethodId: values.shippingMethodId,
        saveAddress: Boolean(user) && usingNew && values.saveAddress,
        mailConsent: values.mailConsent,
        discountCode: discountCode ?? undefined,
      }).unwrap(),
      {
        fields,
        setError: (field, error, options) => setError(SERVER_FIELDS[field], error, options),
        fallback: (error) => {
          // A code that stopped applying (used up meanwhile, expired): dropped, saying why under
          // its field, so the summary shows what paying now would cost.
          const refused = apiFieldErrors(error).find((e) => e.field === 'discountCode');
          if (refused) dispatch(discountDropped(refused.message));
          return apiErrorMessage(error) ?? CHECKOUT_FAILED;
        },
      },
    );
    if (!outcome.ok) {
      if (outcome.failure) setFailure(outcome.failure);
      return;
    }
    setLeaving(true);
    window.location.assign(outcome.data.url);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Checkout" className="space-y-10">
      <section aria-labelledby="checkout-contact">
        <h2 id="checkout-contact" className="font-serif text-xl text-stone-900">
          Contact
        </h2>
        {user ? (
          <>
            <p className="mt-3 text-sm text-stone-600">Email</p>
            <p className="font-medium break-all text-stone-900" data-testid="checkout-email">
              {user.email}
            </p>
          </>
        ) : (
          <GuestContact field={register('email')} error={errors.email?.message} />
        )}
        <label className="mt-4 flex items-center gap-3 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-stone-900" {...register('mailConsent')} />
          Email me about my order
        </label>
      </section>

      <section aria-labelledby="checkout-address" className="space-y-4">
        <h2 id="checkout-address" className="font-serif text-xl text-stone-900">
          Shipping address
        </h2>
        {loadingBook && (
          <p aria-live="polite" className="text-sm text-stone-600">
            Loading your addresses…
          </p>
        )}
        {addresses.length > 0 && (
          <SavedAddressPicker
            addresses={addresses}
            selectedId={addressId}
            field={register('addressId', { onChange: (event) => chooseAddress(event.target.value) })}
          />
        )}
        {usingNew && !loadingBook && (
          <>
            <AddressFields
              register={register}
              control={control}
              errors={errors.address}
              countries={countries}
              prefix="address"
            />
            {user && (
              <label className="flex items-center gap-3 text-sm text-stone-800">
                <input type="checkbox" className="size-4 accent-stone-900" {...register('saveAddress')} />
                Save this address
              </label>
            )}
          </>
        )}
        {!usingNew && savedAddressError && (
          <p role="alert" className="text-sm text-red-700">
            {savedAddressError}
          </p>
        )}
      </section>

      <DeliveryMethods
        methods={methods}
        loading={methodsQuery.isFetching}
        error={methodsError}
        selectedId={methodId}
        field={register('shippingMethodId')}
        fieldError={errors.shippingMethodId?.message}
      />

      <div>
        {failure && (
          <p role="alert" className="mb-4 text-sm text-red-700">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting || leaving || Boolean(methodsError)}
          className="w-full rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800 disabled:cursor-not-allowed disabled:bg-stone-400"
        >
          Continue to payment
        </button>
      </div>
    </form>
  );
}
