import { MAX_SHIPPING_METHODS } from '@shop/shared/orders/shipping';
import type { ShippingSettings, ShippingSettingsInput } from '@shop/shared/orders/shipping-zones-schemas';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { inputClass } from '@/components/ui/text-field';

export type ShippingSettingsValues = ShippingSettingsInput;
type MethodValues = ShippingSettingsValues['zones'][number]['methods'][number];
type MethodField = 'name' | 'price' | 'estimate' | 'freeOver';

/** An emptied money field is no number, which the schema says in words; never a silent 0. */
const dollarsOf = (text: unknown) =>
  typeof text === 'number' ? text : String(text).trim() === '' ? Number.NaN : Number(text);
/** An emptied 'Free over' means never free. */
const thresholdOf = (text: unknown) =>
  typeof text === 'number' || text === null ? text : String(text).trim() === '' ? null : Number(text);

export const NEW_METHOD: MethodValues = {
  name: '',
  price: Number.NaN,
  estimate: '',
  freeOver: null,
  active: true,
};

export const buttonBase =
  'rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-stone-900 disabled:cursor-not-allowed disabled:opacity-40';
export const buttonClass = `${buttonBase} text-stone-800`;

/**
 * One zone's delivery methods as editable rows, in the order shoppers there see them: each can
 * move up or down, be removed, switched off; a new one is added at the end.
 */
export function ShippingMethodRows({
  form,
  formId,
  zone,
  zoneName,
}: {
  form: UseFormReturn<ShippingSettingsValues, unknown, ShippingSettings>;
  formId: string;
  /** The zone's place in the form's list. */
  zone: number;
  /** The zone as the owner reads it, for the buttons' names. */
  zoneName: string;
}) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: `zones.${zone}.methods` });
  const names = (watch(`zones.${zone}.methods`) ?? []).map((method) => method?.name?.trim());
  const methodErrors = errors.zones?.[zone]?.methods;
  const listMessage = methodErrors?.message ?? methodErrors?.root?.message;
  const listErrorId = `${formId}-zones-${zone}-methods-error`;

  return (
    <fieldset aria-describedby={listMessage ? listErrorId : undefined}>
      <legend className="font-medium text-stone-900">Delivery methods in {zoneName}</legend>
      <p className="mt-1 text-sm text-stone-600">
        Shoppers here see the methods that are on, in this order. A method you remove is deleted when you
        save; orders placed with it keep its name and price.
      </p>
      <ol className="mt-4 grid gap-4">
        {fields.map((field, index) => {
          const title = names[index] || `Method ${index + 1}`;
          const problem = (key: MethodField) => methodErrors?.[index]?.[key]?.message;
          const errorId = (key: MethodField) => `${formId}-zones-${zone}-methods-${index}-${key}-error`;
          const input = (key: MethodField) => ({
            'aria-invalid': problem(key) ? true : undefined,
            'aria-describedby': problem(key) ? errorId(key) : undefined,
            className: `mt-1 ${inputClass}`,
          });
          const message = (key: MethodField) =>
            problem(key) ? (
              <span id={errorId(key)} className="mt-1 block text-sm text-red-700">
                {problem(key)}
              </span>
            ) : null;
          return (
            <li key={field.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
                <div>
                  <label className="block text-sm font-medium text-stone-800">
                    Name
                    <input {...register(`zones.${zone}.methods.${index}.name`)} {...input('name')} />
                  </label>
                  {message('name')}
                </div>
                <div>
                  <label className="block text-sm font-medium text-stone-800">
                    Price ($)
                    <input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      {...register(`zones.${zone}.methods.${index}.price`, { setValueAs: dollarsOf })}
                      {...input('price')}
                    />
                  </label>
                  {message('price')}
                </div>
                <div>
                  <label className="block text-sm font-medium text-stone-800">
                    Delivery estimate
                    <input
                      placeholder="3-5 business days"
                      {...register(`zones.${zone}.methods.${index}.estimate`)}
                      {...input('estimate')}
                    />
                  </label>
                  {message('estimate')}
                </div>
                <div>
                  <label className="block text-sm font-medium text-stone-800">
                    Free over ($, optional)
                    <input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      {...register(`zones.${zone}.methods.${index}.freeOver`, { setValueAs: thresholdOf })}
                      {...input('freeOver')}
                    />
                  </label>
                  {message('freeOver')}
                </div>
              </div>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <label className="flex w-full items-center gap-2 text-sm font-medium text-stone-800 sm:mr-auto sm:w-auto">
                  <input
                    type="checkbox"
                    className="size-4 accent-stone-900"
                    {...register(`zones.${zone}.methods.${index}.active`)}
                  />
                  On (offered to shoppers)
                </label>
                <button
                  type="button"
                  className={buttonClass}
                  disabled={index === 0}
                  aria-label={`Move ${title} up in ${zoneName}`}
                  onClick={() => move(index, index - 1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className={buttonClass}
                  disabled={index === fields.length - 1}
                  aria-label={`Move ${title} down in ${zoneName}`}
                  onClick={() => move(index, index + 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className={`${buttonBase} text-red-700`}
                  disabled={fields.length === 1}
                  aria-label={`Remove ${title} from ${zoneName}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listMessage && (
        <p id={listErrorId} className="mt-2 text-sm text-red-700">
          {listMessage}
        </p>
      )}
      <button
        type="button"
        className={`${buttonClass} mt-4`}
        disabled={fields.length >= MAX_SHIPPING_METHODS}
        aria-label={`Add a method to ${zoneName}`}
        onClick={() => append(NEW_METHOD)}
      >
        Add a method
      </button>
      {fields.length >= MAX_SHIPPING_METHODS && (
        <p className="mt-2 text-sm text-stone-600">
          A zone offers at most {MAX_SHIPPING_METHODS} delivery methods.
        </p>
      )}
    </fieldset>
  );
}
