import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRIES, MAX_SHIPPING_ZONES, SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import {
  type SavedShippingSettings,
  type ShippingSettings,
  shippingSettingsSchema,
} from '@shop/shared/orders/shipping-zones-schemas';
import { useEffect, useId, useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message';
import { useConfirmLeave } from '@/features/admin/use-confirm-leave';
import { useSaveShippingSettingsMutation } from '../api/shipping-settings-api';
import { buttonClass, NEW_METHOD, type ShippingSettingsValues } from './shipping-method-rows';
import { type Place, placeKey } from './shipping-place-picker';
import { ShippingZoneCard } from './shipping-zone-card';
import { useSettingsSave } from './use-settings-save';

const LEAVE_QUESTION = 'Leave this page? Your changes to the shipping settings are not saved.';
const METHOD_FIELDS = ['name', 'price', 'estimate', 'freeOver'] as const;

/** The fields a refusal from the server may name and the form shows under that field. */
function fieldsOf(zones: ShippingSettingsValues['zones']) {
  return [
    'zones' as const,
    ...zones.flatMap((zone, index) => [
      `zones.${index}.name` as const,
      `zones.${index}.areas` as const,
      ...zone.areas.map((_, area) => `zones.${index}.areas.${area}` as const),
      `zones.${index}.methods` as const,
      ...zone.methods.flatMap((_, method) =>
        METHOD_FIELDS.map((key) => `zones.${index}.methods.${method}.${key}` as const),
      ),
    ]),
  ];
}

const known = new Set<string>(COUNTRIES.map((country) => country.code));

const valuesOf = (settings: SavedShippingSettings): ShippingSettingsValues => ({
  zones: settings.zones.map((zone) => ({
    ...zone,
    areas: zone.areas.filter((area): area is Place => known.has(area.country)),
  })),
});

/**
 * Shipping settings (docs/product/screens.md): zones of places, each with its own delivery
 * methods, saved together. After a save the form holds what the server kept.
 */
export function ShippingSettingsForm({ settings }: { settings: SavedShippingSettings }) {
  const form = useForm<ShippingSettingsValues, unknown, ShippingSettings>({
    resolver: zodResolver(shippingSettingsSchema),
    defaultValues: valuesOf(settings),
  });
  const {
    control,
    reset,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'zones' });
  const zones = useWatch({ control, name: 'zones' });
  const id = useId();
  const listMessage = errors.zones?.message ?? errors.zones?.root?.message;

  // Which zone holds each place, so a place is offered to one zone only.
  const taken = useMemo(() => {
    const holders = new Map<string, string>();
    (zones ?? []).forEach((zone, index) => {
      for (const area of zone?.areas ?? [])
        holders.set(placeKey(area), zone.name?.trim() || `Zone ${index + 1}`);
    });
    return holders;
  }, [zones]);

  useConfirmLeave(isDirty && !isSubmitting, LEAVE_QUESTION);

  // The saved settings (new zones and methods now with their ids) are the form's new start.
  useEffect(() => {
    reset(valuesOf(settings));
  }, [settings, reset]);

  const [save] = useSaveShippingSettingsMutation();
  const { result, onSubmit } = useSettingsSave(form, {
    send: (body) => save(body).unwrap(),
    fields: () => fieldsOf(getValues('zones')),
    fallback: 'The shipping settings could not be saved. Please try again.',
    // The answer is the form's new start at once, before 'saved' shows: a second save right
    // after must send the new zones and methods by their ids, not add them again.
    valuesOf,
    savedMessage: SHIPPING_MESSAGES.settingsSaved,
    clearOnEverySubmit: true,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6">
      <p className="text-sm text-stone-600">
        Group the places you deliver to into zones: each zone has its own delivery methods and prices. The
        checkout and the address book offer only the countries of your zones.
      </p>
      <ol className="grid gap-6" aria-label="Shipping zones">
        {fields.map((field, index) => (
          <ShippingZoneCard
            key={field.id}
            form={form}
            formId={id}
            zone={index}
            taken={taken}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {listMessage && <p className="text-sm text-red-700">{listMessage}</p>}
      <div>
        <button
          type="button"
          className={buttonClass}
          disabled={fields.length >= MAX_SHIPPING_ZONES}
          onClick={() => append({ name: '', areas: [], methods: [NEW_METHOD] })}
        >
          Add a zone
        </button>
      </div>

      {result && <FormMessage kind={result.kind}>{result.message}</FormMessage>}
      <div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:bg-stone-400"
        >
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
