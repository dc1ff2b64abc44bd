import { SALE_LIMITS } from '@shop/shared/promotions/promotions';
import { type Sale, type SaleBody, saleBodySchema } from '@shop/shared/promotions/promotions-schemas';
import { useController, useForm } from 'react-hook-form';
import { FieldShell, inputClass } from '@/components/ui/text-field';
import { FormDialog } from '@/features/admin/form-dialog';
import { useCreateSaleMutation, useUpdateSaleMutation } from '../api/sales-api';
import { bodySchemaResolver } from './body-schema-resolver';
import { CategoryCheckboxes } from './category-checkboxes';
import { isoToLocal, localToIso } from './local-date-time';
import { type ChosenProduct, SaleProductsField } from './sale-products-field';
import { StartEndFields } from './start-end-fields';
import { useSaveAndClose } from './use-save-and-close';

const SAVE_FAILED = 'The sale could not be saved. Please try again.';

/** What the sale covers; the shared body says it with two lists, both empty for the whole shop. */
type Covers = 'whole' | 'categories' | 'products' | 'both';

const COVERS_OPTIONS: readonly { value: Covers; label: string }[] = [
  { value: 'whole', label: 'Whole shop' },
  { value: 'categories', label: 'Categories' },
  { value: 'products', label: 'Chosen products' },
  { value: 'both', label: 'Categories and chosen products' },
];

// Empty lists mean the whole shop to the server, so a sale meant for some goods needs a choice.
const CHOOSE_CATEGORY = 'Choose at least one category.';
const CHOOSE_PRODUCT = 'Choose at least one product.';

interface SaleFormValues {
  name: string;
  percentOff: string;
  covers: Covers;
  categories: string[];
  products: ChosenProduct[];
  /** datetime-local values, in the browser's zone. */
  startsAt: string;
  endsAt: string;
}

/** The fields of the body as the form names them (productIds are the chosen products). */
const FORM_FIELD = {
  name: 'name',
  percentOff: 'percentOff',
  categories: 'categories',
  productIds: 'products',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
} as const satisfies Record<keyof SaleBody, keyof SaleFormValues>;
const BODY_FIELDS = Object.keys(FORM_FIELD) as (keyof typeof FORM_FIELD)[];

const withCategories = (covers: Covers) => covers === 'categories' || covers === 'both';
const withProducts = (covers: Covers) => covers === 'products' || covers === 'both';

function valuesOf(sale: Sale | null): SaleFormValues {
  if (!sale) {
    return {
      name: '',
      percentOff: '',
      covers: 'whole',
      categories: [],
      products: [],
      startsAt: '',
      endsAt: '',
    };
  }
  const categories = [...sale.categories];
  const covers: Covers =
    categories.length > 0 && sale.productIds.length > 0
      ? 'both'
      : categories.length > 0
        ? 'categories'
        : sale.productIds.length > 0
          ? 'products'
          : 'whole';
  return {
    name: sale.name,
    percentOff: String(sale.percentOff),
    covers,
    categories,
    products: sale.productIds.map((id) => ({ id, name: null })),
    startsAt: isoToLocal(sale.startsAt),
    endsAt: isoToLocal(sale.endsAt),
  };
}

/** The body POST /api/sales takes (and PATCH, whole): times as instants, lists as chosen. */
function bodyOf(values: SaleFormValues): SaleBody {
  const percent = values.percentOff.trim();
  return {
    name: values.name,
    percentOff: percent === '' ? Number.NaN : Number(percent),
    categories: withCategories(values.covers) ? values.categories : [],
    productIds: withProducts(values.covers) ? values.products.map((product) => product.id) : [],
    startsAt: localToIso(values.startsAt),
    endsAt: localToIso(values.endsAt),
  };
}

/** The schema's issues, then a choice missing for what the sale covers (a field's first issue is shown). */
const resolver = bodySchemaResolver<SaleFormValues>(
  (values) => [
    ...(saleBodySchema.safeParse(bodyOf(values)).error?.issues ?? []),
    ...(withCategories(values.covers) && values.categories.length === 0
      ? [{ path: ['categories'], message: CHOOSE_CATEGORY }]
      : []),
    ...(withProducts(values.covers) && values.products.length === 0
      ? [{ path: ['productIds'], message: CHOOSE_PRODUCT }]
      : []),
  ],
  (field) => FORM_FIELD[field as keyof typeof FORM_FIELD],
);

/**
 * New sale and Edit sale (docs/product/screens.md, Sales): name, percent off, what it covers,
 * start and end in the owner's own zone. The server's refusal of a field shows under it.
 */
export function SaleFormDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const [create] = useCreateSaleMutation();
  const [update] = useUpdateSaleMutation();
  const { failure, save } = useSaveAndClose(onClose);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SaleFormValues>({ resolver, defaultValues: valuesOf(sale) });
  const products = useController({ control, name: 'products' });
  const covers = watch('covers');

  const send = handleSubmit((values) => {
    const body = bodyOf(values);
    const request = sale ? update({ id: sale.id, body }).unwrap() : create(body).unwrap();
    return save(request, {
      fields: BODY_FIELDS,
      setError: (field, error, options) => setError(FORM_FIELD[field], error, options),
      fallback: SAVE_FAILED,
    });
  });

  const invalid = (field: keyof SaleFormValues) => (errors[field] ? true : undefined);

  return (
    <FormDialog
      title={sale ? 'Edit sale' : 'New sale'}
      submitLabel={sale ? 'Save sale' : 'Create sale'}
      submitting={isSubmitting}
      failure={failure}
      onSubmit={send}
      onClose={onClose}
    >
      <FieldShell label="Name" error={errors.name?.message}>
        {({ id: inputId, describedBy }) => (
          <input
            id={inputId}
            maxLength={SALE_LIMITS.name}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy}
            className={inputClass}
            {...register('name')}
          />
        )}
      </FieldShell>
      <FieldShell
        label="Percent off"
        error={errors.percentOff?.message}
        hint={`A whole number from ${SALE_LIMITS.percentMin} to ${SALE_LIMITS.percentMax}.`}
      >
        {({ id: inputId, describedBy }) => (
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={SALE_LIMITS.percentMin}
            max={SALE_LIMITS.percentMax}
            step={1}
            aria-invalid={invalid('percentOff')}
            aria-describedby={describedBy}
            className={`${inputClass} sm:w-40`}
            {...register('percentOff')}
          />
        )}
      </FieldShell>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-stone-800">Covers</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {COVERS_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                value={option.value}
                className="size-4 accent-stone-900"
                {...register('covers')}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      {withCategories(covers) && (
        <CategoryCheckboxes
          legend="Categories on sale"
          error={errors.categories?.message}
          registration={register('categories')}
        />
      )}

      {withProducts(covers) && (
        <SaleProductsField
          chosen={products.field.value}
          onChange={products.field.onChange}
          error={errors.products?.message}
        />
      )}

      <StartEndFields starts={register('startsAt')} ends={register('endsAt')} errors={errors} />
    </FormDialog>
  );
}
