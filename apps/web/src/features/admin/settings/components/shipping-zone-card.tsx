import type { ShippingSettings } from '@shop/shared/orders/shipping-zones-schemas';
import { areaLabel } from '@shop/shared/orders/shipping-zones-schemas';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { buttonBase, ShippingMethodRows, type ShippingSettingsValues } from './shipping-method-rows';
import { placeKey, ShippingPlacePicker } from './shipping-place-picker';

/**
 * One zone on the Shipping settings page: its name, the places it delivers to (each removable,
 * more added from the picker) and its own delivery methods.
 */
export function ShippingZoneCard({
  form,
  formId,
  zone,
  taken,
  canRemove,
  onRemove,
}: {
  form: UseFormReturn<ShippingSettingsValues, unknown, ShippingSettings>;
  formId: string;
  zone: number;
  /** Each place some zone of the form holds, with that zone's name. */
  taken: ReadonlyMap<string, string>;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: `zones.${zone}.areas` });
  const typedName = useWatch({ control, name: `zones.${zone}.name` })?.trim();
  const zoneName = typedName || `Zone ${zone + 1}`;
  const zoneErrors = errors.zones?.[zone];
  const nameError = zoneErrors?.name?.message;
  const areaErrors = zoneErrors?.areas;
  const areasMessage = [
    areaErrors?.message ?? areaErrors?.root?.message,
    ...fields.map((_, index) => areaErrors?.[index]?.message ?? areaErrors?.[index]?.region?.message),
  ].filter(Boolean);
  const areasErrorId = `${formId}-zones-${zone}-areas-error`;

  return (
    <li className="rounded-2xl border border-stone-300 bg-stone-50 p-4 sm:p-5">
      <section aria-label={`Zone ${zoneName}`} className="grid gap-5">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1">
            <TextField label="Zone name" error={nameError} {...register(`zones.${zone}.name`)} />
          </div>
          <button
            type="button"
            className={`${buttonBase} text-red-700`}
            disabled={!canRemove}
            onClick={onRemove}
          >
            Remove zone {zoneName}
          </button>
        </div>

        <fieldset aria-describedby={areasMessage.length > 0 ? areasErrorId : undefined}>
          <legend className="font-medium text-stone-900">Places in {zoneName}</legend>
          <p className="mt-1 text-sm text-stone-600">
            An address gets the zone holding its state or province, else the zone holding its country.
          </p>
          {fields.length === 0 ? (
            <p className="mt-3 text-sm text-stone-700">No places yet.</p>
          ) : (
            <ul className="mt-3 flex flex-wrap gap-2">
              {fields.map((field, index) => {
                const label = areaLabel(field);
                return (
                  <li
                    key={field.id}
                    className="flex items-center gap-1 rounded-full border border-stone-300 bg-white py-1 pr-1 pl-3 text-sm text-stone-900"
                  >
                    {label}
                    <button
                      type="button"
                      aria-label={`Remove ${label} from ${zoneName}`}
                      className="rounded-full px-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
                      onClick={() => remove(index)}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {areasMessage.length > 0 && (
            <p id={areasErrorId} className="mt-2 text-sm text-red-700">
              {areasMessage.join(' ')}
            </p>
          )}
          <div className="mt-3">
            <ShippingPlacePicker
              zoneName={zoneName}
              taken={taken}
              onAdd={(place) => {
                if (!taken.has(placeKey(place))) append(place);
              }}
            />
          </div>
        </fieldset>

        <ShippingMethodRows form={form} formId={formId} zone={zone} zoneName={zoneName} />
      </section>
    </li>
  );
}
