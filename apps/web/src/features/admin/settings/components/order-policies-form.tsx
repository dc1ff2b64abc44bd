import {
  ORDER_POLICY_LIMITS,
  ORDER_POLICY_MESSAGES,
  type OrderPolicies,
  type OrderPoliciesBody,
  type OrderPoliciesInput,
  orderPoliciesSchema,
} from '@shop/shared/orders/order-policies';
import { COUNTRIES } from '@shop/shared/orders/shipping';
import { type Control, useForm } from 'react-hook-form';
import { AddressFields } from '@/components/address-fields';
import { FieldShell, inputClass, TextField } from '@/components/ui/text-field';
import { bodyResolver } from '@/lib/body-resolver';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';
import { useSaveOrderPoliciesMutation } from '../api/order-policies-api';
import { SettingsCard, SettingsSaveRow } from './settings-card';
import { useSettingsSave } from './use-settings-save';

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
    <SettingsCard
      headingId="order-policies-heading"
      title="Cancellations and returns"
      intro="How long shoppers may cancel or ask to return online. 0 turns it off; the shop can always cancel."
      isError={isError}
      data={data}
    >
      {(loaded) => <OrderPoliciesForm policies={loaded} />}
    </SettingsCard>
  );
}

function OrderPoliciesForm({ policies }: { policies: OrderPolicies }) {
  const [save] = useSaveOrderPoliciesMutation();
  const form = useForm<PolicyFormValues, unknown, OrderPoliciesBody>({
    resolver,
    defaultValues: formValues(policies),
  });
  const { result, saving, onSubmit } = useSettingsSave(form, {
    send: (body) => save(body).unwrap(),
    fields: FIELDS,
    fallback: SAVE_FAILED,
    valuesOf: formValues,
    savedMessage: ORDER_POLICY_MESSAGES.saved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

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
      <SettingsSaveRow result={result} saving={saving} label="Save policies" className="sm:col-span-2" />
    </form>
  );
}
