import {
  LOW_STOCK_MAIL_LIMITS,
  LOW_STOCK_MAIL_MESSAGES,
  type LowStockSettings,
  type LowStockSettingsBody,
  lowStockSettingsBodySchema,
} from '@shop/shared/catalog/low-stock-schemas';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { bodyResolver } from '@/lib/body-resolver';
import { useLowStockSettingsQuery, useSaveLowStockSettingsMutation } from '../api/low-stock-api';
import { SettingsCard, SettingsSaveRow } from './settings-card';
import { useSettingsSave } from './use-settings-save';

const SAVE_FAILED = 'The morning stock mail could not be saved. Please try again.';
const FIELDS = ['enabled', 'hour', 'threshold'] as const;

const resolver = bodyResolver(lowStockSettingsBodySchema, (values: LowStockSettingsBody) => values);

/**
 * 'Morning stock mail' beside the checkout reminders (docs/product/screens.md): whether the shop
 * is mailed each morning of the sizes running low, from what hour (UTC), and at how many units.
 */
export function LowStockCard() {
  const { data, isError } = useLowStockSettingsQuery();
  return (
    <SettingsCard
      headingId="low-stock-heading"
      title="Morning stock mail"
      intro="One email a day to the shop listing the sizes that ran low or sold out since it last told of them, with a link to Manage Products."
      isError={isError}
      data={data}
    >
      {(loaded) => <LowStockForm settings={loaded} />}
    </SettingsCard>
  );
}

function LowStockForm({ settings }: { settings: LowStockSettings }) {
  const [save] = useSaveLowStockSettingsMutation();
  const form = useForm<LowStockSettingsBody, unknown, LowStockSettingsBody>({
    resolver,
    defaultValues: settings,
  });
  const { result, saving, onSubmit } = useSettingsSave(form, {
    send: (body) => save(body).unwrap(),
    fields: FIELDS,
    fallback: SAVE_FAILED,
    valuesOf: (saved) => saved,
    savedMessage: LOW_STOCK_MAIL_MESSAGES.saved,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Morning stock mail">
      <label className="flex items-center gap-3 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-stone-900" {...register('enabled')} />
        Email the shop each morning about sizes running low
      </label>
      <TextField
        label="Hour of the mail (UTC, 0–23)"
        type="number"
        inputMode="numeric"
        min={0}
        max={LOW_STOCK_MAIL_LIMITS.maxHour}
        error={errors.hour?.message}
        {...register('hour', { valueAsNumber: true })}
      />
      <TextField
        label="Low at this many units free or fewer"
        type="number"
        inputMode="numeric"
        min={0}
        max={LOW_STOCK_MAIL_LIMITS.maxThreshold}
        error={errors.threshold?.message}
        {...register('threshold', { valueAsNumber: true })}
      />
      <SettingsSaveRow result={result} saving={saving} label="Save stock mail" />
    </form>
  );
}
