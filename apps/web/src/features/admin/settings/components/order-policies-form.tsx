import {
  ORDER_POLICY_LIMITS,
  ORDER_POLICY_MESSAGES,
  type OrderPolicies,
  type OrderPoliciesBody,
  type OrderPoliciesInput,
  orderPoliciesSchema,
} from '@shop/shared/orders/order-policies';
import { COUNTRIES } from '@shop/shared/orders/shipping';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { AddressFields } from '@/components/address-fields';
import { FormMessage } from '@/components/ui/form-message';
import { LoadedPart } from '@/components/ui/loaded-part';
import { FieldShell, inputClass, TextField } from '@/components/ui/text-field';
import { bodyResolver } from '@/lib/body-resolver';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';
import { submitForm } from '@/lib/submit-form';
import { useSaveOrderPoliciesMutation } from '../api/order-policies-api';

const SAVE_FAILED = 'The order policies could not be saved. Please try again.';
const ADDRESS_KEYS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'] as const;
/** The fields a refusal from the server can name, as the form names them too. */
const FIELDS = [
  'cancelWindowMinutes',
  'returnWindowDays',
  'returnInstructions',
  ...ADDRESS_KEYS.map((key) => `shopAddress.${key}` as const),
] as const;

/** The returns address as the form holds it: every line as text, '' for empty. */
type AddressValues = Record<(typeof ADDRESS_KEYS)[number], string>;
interface PolicyFormValues {
  cancelWindowMinutes: number;
  returnWindowDays: number;
  shopAddress: AddressValues;
  returnInstructions: string;
}

function formValues(policies: OrderPolicies): PolicyFormValues {
  const address = policies.shopAddress;
  return {
    cancelWindowMinutes: policies.cancelWindowMinutes,
    returnWindowDays: policies.returnWindowDays,
    shopAddress: {
      name: address?.name ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      region: address?.region ?? '',
      postalCode: address?.postalCode ?? '',
      country: address?.country ?? 'US',
      phone: address?.phone ?? '',
    },
    returnInstructions: policies.returnInstructions,
  };
}

/** What is sent: an address left empty (the country aside, which always has a choice) is none. */
function toBody(values: PolicyFormValues): OrderPoliciesInput {
  const { shopAddress, ...rest } = values;
  const empty = ADDRESS_KEYS.every((key) => key === 'country' || !shopAddress[key].trim());
  return { ...rest, shopAddress: empty ? null : (shopAddress as OrderPoliciesInput['shopAddress']) };
}

const resolver = bodyResolver(orderPoliciesSchema, toBody);

/**
 * 'Cancellations and returns' under the shipping settings: how long shoppers may cancel or return
 * online, and where and how a return is sent.
 */
export function OrderPoliciesSection() {
  const { data, isError } = useOrderPoliciesQuery();
  return (
    <section
      aria-labelledby="order-policies-heading"
      className="mt-12 max-w-xl border-t border-stone-200 pt-8"
    >
      <h2 id="order-policies-heading" className="font-serif text-xl text-stone-900">
        Cancellations and returns
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        How long shoppers may cancel or ask to return online. 0 turns it off; the shop can always cancel.
      </p>
      <LoadedPart isError={isError} data={data}>
        {(loaded) => <OrderPoliciesForm policies={loaded} />}
      </LoadedPart>
    </section>
  );
}

function OrderPoliciesForm({ policies }: { policies: OrderPolicies }) {
  const [save] = useSaveOrderPoliciesMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PolicyFormValues, unknown, OrderPoliciesBody>({
    resolver,
    defaultValues: formValues(policies),
  });

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    const outcome = await submitForm(save(body).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: SAVE_FAILED,
    });
    if (!outcome.ok) {
      if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
      return;
    }
    reset(formValues(outcome.data));
    setResult({ kind: 'success', message: ORDER_POLICY_MESSAGES.saved });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 sm:grid-cols-2"
      aria-label="Order policies"
    >
      <TextField
        label="Cancel within (minutes after paying)"
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.cancelWindowMinutes?.message}
        {...register('cancelWindowMinutes', { valueAsNumber: true })}
      />
      <TextField
        label="Return within (days after shipping)"
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.returnWindowDays?.message}
        {...register('returnWindowDays', { valueAsNumber: true })}
      />
      <fieldset className="mt-4 sm:col-span-2">
        <legend className="font-medium text-stone-900">Returns address</legend>
        <p className="mt-1 mb-3 text-sm text-stone-600">
          Where shoppers send returns: the return approval mail, the order page and the packing slip show it.
          Left empty, the approval mail asks the shopper to reply for it.
        </p>
        <AddressFields
          register={register}
          // The fields read the form's values; what they turn into on submit is this form's own.
          control={control as unknown as Control<PolicyFormValues>}
          errors={errors.shopAddress}
          countries={COUNTRIES}
          prefix="shopAddress"
        />
      </fieldset>
      <div className="sm:col-span-2">
        <FieldShell
          label="Return instructions (optional)"
          hint={`How to pack and send a return, such as a prepaid label; at most ${ORDER_POLICY_LIMITS.returnInstructions} characters.`}
          error={errors.returnInstructions?.message}
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={4}
              maxLength={ORDER_POLICY_LIMITS.returnInstructions}
              aria-invalid={errors.returnInstructions ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
              {...register('returnInstructions')}
            />
          )}
        </FieldShell>
      </div>
      <div className="sm:col-span-2">
        {result && (
          <div className="mb-3">
            <FormMessage kind={result.kind}>{result.message}</FormMessage>
          </div>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:opacity-60"
        >
          {isSubmitting ? 'Saving…' : 'Save policies'}
        </button>
      </div>
    </form>
  );
}
