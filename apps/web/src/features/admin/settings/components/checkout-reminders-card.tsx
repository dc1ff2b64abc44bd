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
import { TextField } from '@/components/ui/text-field';
import { bodyResolver } from '@/lib/body-resolver';
import { useCheckoutRemindersQuery, useSaveCheckoutRemindersMutation } from '../api/checkout-reminders-api';
import { SettingsCard, SettingsSaveRow } from './settings-card';
import { useSettingsSave } from './use-settings-save';

const SAVE_FAILED = 'Checkout reminders could not be saved. Please try again.';
const FIELDS = ['enabled', 'delayHours'] as const;

interface ReminderFormValues {
  enabled: boolean;
  delayHours: number;
}

/** The form's values from the settings as kept: the figures beside them are not the form's. */
const valuesOf = ({ enabled, delayHours }: CheckoutReminderSettings): ReminderFormValues => ({
  enabled,
  delayHours,
});
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
    <SettingsCard
      headingId="checkout-reminders-heading"
      title="Checkout reminders"
      intro="A shopper who ticked ‘Email me about my order’ and left the checkout unpaid gets one email with a link back to their cart."
      isError={isError}
      data={data}
    >
      {(loaded) => <CheckoutRemindersForm settings={loaded} />}
    </SettingsCard>
  );
}

function CheckoutRemindersForm({ settings }: { settings: CheckoutReminderSettings }) {
  const [save] = useSaveCheckoutRemindersMutation();
  const [figures, setFigures] = useState(settings);
  const form = useForm<ReminderFormValues, unknown, CheckoutReminderSettingsBody>({
    resolver,
    defaultValues: valuesOf(settings),
  });
  const { result, saving, onSubmit } = useSettingsSave(form, {
    send: (body) => save(body).unwrap(),
    fields: FIELDS,
    fallback: SAVE_FAILED,
    valuesOf,
    onSaved: setFigures,
    savedMessage: CHECKOUT_REMINDER_MESSAGES.saved,
  });
  const {
    register,
    formState: { errors },
  } = form;

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
      <SettingsSaveRow result={result} saving={saving} label="Save reminders" />
    </form>
  );
}
