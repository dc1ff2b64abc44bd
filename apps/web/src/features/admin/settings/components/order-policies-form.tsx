import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORDER_POLICY_MESSAGES,
  type OrderPolicies,
  orderPoliciesSchema,
} from '@shop/shared/orders/order-policies';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';
import { submitForm } from '@/lib/submit-form';
import { useSaveOrderPoliciesMutation } from '../api/order-policies-api';

const SAVE_FAILED = 'The order policies could not be saved. Please try again.';
const FIELDS = ['cancelWindowMinutes', 'returnWindowDays'] as const;

/** 'Cancellations and returns' under the shipping settings: how long shoppers may do either online. */
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
      {isError ? (
        <p role="alert" className="mt-4 text-red-700">
          Something went wrong.
        </p>
      ) : data ? (
        <OrderPoliciesForm policies={data} />
      ) : (
        <p className="mt-4">Loading...</p>
      )}
    </section>
  );
}

function OrderPoliciesForm({ policies }: { policies: OrderPolicies }) {
  const [save] = useSaveOrderPoliciesMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderPolicies>({ resolver: zodResolver(orderPoliciesSchema), defaultValues: policies });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const outcome = await submitForm(save(values).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: SAVE_FAILED,
    });
    if (!outcome.ok) {
      if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
      return;
    }
    reset(outcome.data);
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
