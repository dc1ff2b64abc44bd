import {
  CHECKOUT_REMINDER_LIMITS,
  CHECKOUT_REMINDER_MESSAGES,
  type CheckoutReminderSettings,
  type CheckoutReminderSettingsBody,
  checkoutReminderSettingsBodySchema,
} from '@shop/shared/orders/checkout-reminders-schemas';
import { plural } from '@shop/shared/plural';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message';
import { LoadedPart } from '@/components/ui/loaded-part';
import { TextField } from '@/components/ui/text-field';
import { bodyResolver } from '@/lib/body-resolver';
import { submitForm } from '@/lib/submit-form';
import { useCheckoutRemindersQuery, useSaveCheckoutRemindersMutation } from '../api/checkout-reminders-api';

const SAVE_FAILED = 'Checkout reminders could not be saved. Please try again.';
const FIELDS = ['enabled', 'delayHours'] as const;

interface ReminderFormValues {
  enabled: boolean;
  delayHours: number;
}

const resolver = bodyResolver(checkoutReminderSettingsBodySchema, (values: ReminderFormValues) => values);

/** 'N reminders sent in the last 90 days, M led to an order'. */
export function reminderFigures({ sent, ledToOrder }: Pick<CheckoutReminderSettings, 'sent' | 'ledToOrder'>) {
  return `${plural(sent, 'reminder', 'reminders')} sent in the last 90 days, ${ledToOrder} led to an order`;
}

/**
 * 'Checkout reminders' beside the order policies (docs/product/screens.md): whether a checkout
 * left behind gets its one reminder, how many hours after it expired, and what the reminders did.
 */
export function CheckoutRemindersCard() {
  const { data, isError } = useCheckoutRemindersQuery();
  return (
    <section
      aria-labelledby="checkout-reminders-heading"
      className="mt-12 max-w-xl border-t border-stone-200 pt-8"
    >
      <h2 id="checkout-reminders-heading" className="font-serif text-xl text-stone-900">
        Checkout reminders
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        A shopper who ticked ‘Email me about my order’ and left the checkout unpaid gets one email with a link
        back to their cart.
      </p>
      <LoadedPart isError={isError} data={data}>
        {(loaded) => <CheckoutRemindersForm settings={loaded} />}
      </LoadedPart>
    </section>
  );
}

function CheckoutRemindersForm({ settings }: { settings: CheckoutReminderSettings }) {
  const [save] = useSaveCheckoutRemindersMutation();
  const [figures, setFigures] = useState(settings);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReminderFormValues, unknown, CheckoutReminderSettingsBody>({
    resolver,
    defaultValues: { enabled: settings.enabled, delayHours: settings.delayHours },
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
    reset({ enabled: outcome.data.enabled, delayHours: outcome.data.delayHours });
    setFigures(outcome.data);
    setResult({ kind: 'success', message: CHECKOUT_REMINDER_MESSAGES.saved });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Checkout reminders">
      <label className="flex items-center gap-3 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-stone-900" {...register('enabled')} />
        Send one reminder for a checkout left behind
      </label>
      <TextField
        label="Hours after the checkout expired"
        type="number"
        inputMode="numeric"
        min={CHECKOUT_REMINDER_LIMITS.minDelayHours}
        max={CHECKOUT_REMINDER_LIMITS.maxDelayHours}
        error={errors.delayHours?.message}
        {...register('delayHours', { valueAsNumber: true })}
      />
      <p className="text-sm text-stone-700" data-testid="checkout-reminder-figures">
        {reminderFigures(figures)}
      </p>
      <div>
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
          {isSubmitting ? 'Saving…' : 'Save reminders'}
        </button>
      </div>
    </form>
  );
}
