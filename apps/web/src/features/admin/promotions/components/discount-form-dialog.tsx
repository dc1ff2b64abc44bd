import { DISCOUNT_LIMITS, type DiscountType, normalizeCode } from '@shop/shared/promotions/promotions';
import {
  type Discount,
  type DiscountBody,
  discountBodySchema,
} from '@shop/shared/promotions/promotions-schemas';
import { useForm } from 'react-hook-form';
import { FieldShell, inputClass } from '@/components/ui/text-field';
import { FormDialog } from '@/features/admin/form-dialog';
import { useCreateDiscountMutation, useUpdateDiscountMutation } from '../api/discounts-api';
import { bodySchemaResolver } from './body-schema-resolver';
import { CategoryCheckboxes } from './category-checkboxes';
import { isoToLocal, localToIso } from './local-date-time';
import { StartEndFields } from './start-end-fields';
import { useSaveAndClose } from './use-save-and-close';

const SAVE_FAILED = 'The discount code could not be saved. Please try again.';

/** The types in the owner's words (Discount codes' form and table). */
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percent: 'Percent off',
  fixed: 'Fixed amount off',
  free_shipping: 'Free delivery',
};

interface DiscountFormValues {
  code: string;
  type: DiscountType;
  /** Whole percent, or dollars; unused for free delivery. */
  value: string;
  minSubtotal: string;
  /** datetime-local values in the browser's zone; '' for none. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  categories: string[];
}

const FIELDS = [
  'code',
  'type',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'oncePerCustomer',
  'categories',
] as const satisfies readonly (keyof DiscountBody & keyof DiscountFormValues)[];

/** An empty optional field is 'none' (null); anything else a number, NaN when it is none, for the schema to name. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function valuesOf(discount: Discount | null): DiscountFormValues {
  return {
    code: discount?.code ?? '',
    type: discount?.type ?? 'percent',
    value: discount?.value === null || discount?.value === undefined ? '' : String(discount.value),
    minSubtotal:
      discount?.minSubtotal === null || discount?.minSubtotal === undefined
        ? ''
        : String(discount.minSubtotal),
    startsAt: isoToLocal(discount?.startsAt ?? null),
    endsAt: isoToLocal(discount?.endsAt ?? null),
    usageLimit: discount?.usageLimit ? String(discount.usageLimit) : '',
    oncePerCustomer: discount?.oncePerCustomer ?? false,
    categories: [...(discount?.categories ?? [])],
  };
}

/**
 * The body POST /api/discounts takes (and PATCH, whole): every optional field sent, null when
 * left empty, so an edit can also clear one.
 */
function bodyOf(values: DiscountFormValues): DiscountBody {
  const value = values.value.trim();
  return {
    code: normalizeCode(values.code),
    type: values.type,
    value: values.type === 'free_shipping' ? null : value === '' ? Number.NaN : Number(value),
    minSubtotal: numberOrNull(values.minSubtotal),
    startsAt: values.startsAt ? localToIso(values.startsAt) : null,
    endsAt: values.endsAt ? localToIso(values.endsAt) : null,
    usageLimit: numberOrNull(values.usageLimit),
    oncePerCustomer: values.oncePerCustomer,
    categories: values.categories,
  };
}

/** Refuses what the server would, each message under its field. */
const resolver = bodySchemaResolver<DiscountFormValues>(
  (values) => discountBodySchema.safeParse(bodyOf(values)).error?.issues ?? [],
  (field) => FIELDS.find((name) => name === field),
);

/**
 * New code and Edit code (docs/product/screens.md, Discount codes). A code taken already (409)
 * and any refused field show under the field.
 */
export function DiscountFormDialog({
  discount,
  onClose,
}: {
  discount: Discount | null;
  onClose: () => void;
}) {
  const [create] = useCreateDiscountMutation();
  const [update] = useUpdateDiscountMutation();
  const { failure, save } = useSaveAndClose(onClose);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DiscountFormValues>({ resolver, defaultValues: valuesOf(discount) });
  const type = watch('type');

  const send = handleSubmit((values) => {
    const body = bodyOf(values);
    const request = discount ? update({ id: discount.id, body }).unwrap() : create(body).unwrap();
    return save(request, { fields: FIELDS, setError, fallback: SAVE_FAILED });
  });

  const invalid = (field: keyof DiscountFormValues) => (errors[field] ? true : undefined);

  return (
    <FormDialog
      title={discount ? 'Edit discount code' : 'New discount code'}
      submitLabel={discount ? 'Save code' : 'Create code'}
      submitting={isSubmitting}
      failure={failure}
      onSubmit={send}
      onClose={onClose}
    >
      <FieldShell
        label="Code"
        error={errors.code?.message}
        hint={`${DISCOUNT_LIMITS.codeMin} to ${DISCOUNT_LIMITS.codeMax} letters, digits, - or _; shoppers may type it in any case.`}
      >
        {({ id: inputId, describedBy }) => (
          <input
            id={inputId}
            autoComplete="off"
            maxLength={DISCOUNT_LIMITS.codeMax}
            aria-invalid={invalid('code')}
            aria-describedby={describedBy}
            className={`${inputClass} font-mono uppercase`}
            {...register('code')}
          />
        )}
      </FieldShell>

      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell label="Type" error={errors.type?.message}>
          {({ id: inputId, describedBy }) => (
            <select
              id={inputId}
              aria-invalid={invalid('type')}
              aria-describedby={describedBy}
              className={inputClass}
              {...register('type')}
            >
              {Object.entries(DISCOUNT_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {type !== 'free_shipping' && (
          <FieldShell label={type === 'percent' ? 'Value (%)' : 'Value ($)'} error={errors.value?.message}>
            {({ id: inputId, describedBy }) => (
              <input
                id={inputId}
                type="number"
                inputMode={type === 'percent' ? 'numeric' : 'decimal'}
                min={type === 'percent' ? DISCOUNT_LIMITS.percentMin : 0.01}
                max={type === 'percent' ? DISCOUNT_LIMITS.percentMax : undefined}
                step={type === 'percent' ? 1 : 0.01}
                aria-invalid={invalid('value')}
                aria-describedby={describedBy}
                className={inputClass}
                {...register('value')}
              />
            )}
          </FieldShell>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell
          label="Minimum subtotal ($, optional)"
          error={errors.minSubtotal?.message}
          hint="The goods in the cart must come to at least this."
        >
          {({ id: inputId, describedBy }) => (
            <input
              id={inputId}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              aria-invalid={invalid('minSubtotal')}
              aria-describedby={describedBy}
              className={inputClass}
              {...register('minSubtotal')}
            />
          )}
        </FieldShell>
        <FieldShell
          label="Usage limit (optional)"
          error={errors.usageLimit?.message}
          hint="How many paid orders may use it; empty for no limit."
        >
          {({ id: inputId, describedBy }) => (
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              aria-invalid={invalid('usageLimit')}
              aria-describedby={describedBy}
              className={inputClass}
              {...register('usageLimit')}
            />
          )}
        </FieldShell>
      </div>

      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-stone-900" {...register('oncePerCustomer')} />
        Once per customer
      </label>
      {errors.oncePerCustomer && <p className="text-sm text-red-700">{errors.oncePerCustomer.message}</p>}

      <StartEndFields
        optional
        note="Leave them empty for a code that works from now on, without an end."
        starts={register('startsAt')}
        ends={register('endsAt')}
        errors={errors}
      />

      <CategoryCheckboxes
        legend="Categories (optional)"
        hint="None chosen: the code covers the whole cart."
        error={errors.categories?.message}
        registration={register('categories')}
      />
    </FormDialog>
  );
}
