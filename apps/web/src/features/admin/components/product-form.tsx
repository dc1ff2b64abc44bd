import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES, COLORS, categoryLabel, isCategory, sizesForCategory } from '@shop/shared/catalog';
import type { AdminProduct, CreateProductBody, ProductStatus } from '@shop/shared/products-schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import {
  formValuesOf,
  type ProductFormValues,
  productFormSchemaFor,
  refusalOf,
  type SizeRowField,
} from './product-form-values';
import { ProductImagesField, useProductImages } from './product-images-field';
import { ProductSizesFields, useStockRows } from './product-sizes-fields';
import { type LeavingSize, RemoveSizesDialog, sizesLeaving } from './remove-sizes-dialog';
import { useConfirmLeave } from './use-confirm-leave';

type TextField = 'name' | 'category' | 'color' | 'price' | 'oldPrice' | 'description';

/** A way to save the form: its button's words and the status it saves with (none keeps it). */
export interface ProductFormAction {
  label: string;
  status?: ProductStatus;
}

type FormResolver = Resolver<ProductFormValues, unknown, CreateProductBody>;
const resolvers = new Map<ProductStatus | undefined, FormResolver>();
/** The checks of a save with this status: a draft may lack pictures and stock, publishing may not. */
function resolverFor(status: ProductStatus | undefined): FormResolver {
  let resolver = resolvers.get(status);
  if (!resolver) {
    resolver = zodResolver(productFormSchemaFor(status));
    resolvers.set(status, resolver);
  }
  return resolver;
}

/** The fields the server may name in a refusal that have a place in the form. */
const FORM_FIELDS: Record<string, TextField | 'images' | 'sizes'> = {
  name: 'name',
  category: 'category',
  color: 'color',
  price: 'price',
  oldPrice: 'oldPrice',
  description: 'description',
  image: 'images',
  images: 'images',
  sizes: 'sizes',
};
const SIZE_ROW_FIELD = /^sizes\.(\d+)\.(stock|stockWas|sku|barcode)$/;

/**
 * Add Product and Update product (docs/product/screens.md): the same form, empty or pre-filled.
 * Sizes follow the category (XS–XL clothing, 36–41 shoes, One Size otherwise) with stock per
 * size; pictures upload as they are chosen (at most 10), the first is the main one and they can
 * be reordered. A size leaving with stock is removed only once the owner confirms it, and a
 * changed form asks before it is left.
 */
export function ProductForm({
  product,
  submitLabel,
  submitStatus,
  otherActions = [],
  onSubmit,
}: {
  product?: AdminProduct;
  submitLabel: string;
  /** The status the main button saves with; none keeps the product's (or, adding, publishes it). */
  submitStatus?: ProductStatus;
  /** Other ways to save beside the main button, such as 'Save as draft'. */
  otherActions?: readonly ProductFormAction[];
  /**
   * Saves the body (with the `status` of the button pressed, if it has one); resolves on success,
   * throws the API's error otherwise. `dropSizes` names the sizes the owner confirmed may go with
   * their stock.
   */
  onSubmit: (body: CreateProductBody, options: { dropSizes: string[] }) => Promise<void>;
}) {
  // The button pressed decides what is checked: the resolver reads it when the save is tried.
  const intent = useRef<ProductFormAction>({ label: submitLabel, status: submitStatus });
  const form = useForm<ProductFormValues, unknown, CreateProductBody>({
    resolver: (values, context, options) => resolverFor(intent.current.status)(values, context, options),
    defaultValues: formValuesOf(product),
    // The marks stay as they were found until the next save is tried, and the page does not
    // jump to a field: the form has always answered a save, never each keystroke.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  const stockRows = useStockRows(form);
  const pictures = useProductImages(form);
  const [failure, setFailure] = useState<string | null>(null);
  /** The words of the button whose save is under way. */
  const [saving, setSaving] = useState<string | null>(null);
  const [confirmDrop, setConfirmDrop] = useState<{ body: CreateProductBody; sizes: LeavingSize[] } | null>(
    null,
  );
  const id = useId();

  useConfirmLeave(saving === null && isDirty);

  const save = async (body: CreateProductBody, dropSizes: string[]) => {
    const sent = getValues();
    setConfirmDrop(null);
    setSaving(intent.current.label);
    try {
      await onSubmit(body, { dropSizes });
      if (!product) {
        stockRows.forgetAll();
        reset(formValuesOf());
      } else {
        // What was saved is the form's new starting point; anything typed since stays changed.
        reset(sent, { keepValues: true });
      }
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? 'The product could not be saved. Please try again.');
      // A field the server named is marked under it too: a size's stock changed by someone else
      // meanwhile or a SKU another size has (sizes.<index>.stock, sizes.<index>.sku) under that
      // size, publishing without a picture under the pictures.
      for (const { field, message } of apiFieldErrors(error)) {
        const row = SIZE_ROW_FIELD.exec(field);
        if (row) {
          const size = body.sizes?.[Number(row[1])]?.size;
          const rowField: SizeRowField = row[2] === 'stockWas' ? 'stock' : (row[2] as SizeRowField);
          if (size) stockRows.markRow(size, rowField, message);
        } else {
          const formField = Object.hasOwn(FORM_FIELDS, field) ? FORM_FIELDS[field] : undefined;
          if (formField) setError(formField, { message });
        }
      }
    } finally {
      setSaving(null);
    }
  };

  const submitAs = (action: ProductFormAction, event?: FormEvent<HTMLFormElement>) => {
    intent.current = action;
    setFailure(null);
    stockRows.forgetMessages();
    return handleSubmit(
      async (checked) => {
        const body = action.status ? { ...checked, status: action.status } : checked;
        const leaving = sizesLeaving(product, body);
        if (leaving.length > 0) {
          setConfirmDrop({ body, sizes: leaving });
          return;
        }
        await save(body, []);
      },
      (found) => setFailure(refusalOf(found)),
    )(event);
  };

  const fieldClass = (key: TextField) =>
    `mt-1 w-full rounded-md border px-3 py-2 ${errors[key] ? 'border-red-600' : 'border-stone-300'}`;
  const errorOf = (key: TextField) => (
    <ProductFieldError formId={id} field={key} message={errors[key]?.message} />
  );
  const marks = (key: TextField) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? fieldErrorId(id, key) : undefined,
  });

  return (
    <form
      onSubmit={(event) => submitAs({ label: submitLabel, status: submitStatus }, event)}
      noValidate
      className="mt-6 grid max-w-3xl gap-5"
    >
      <div>
        <label className="block text-sm font-medium text-stone-800">
          Product Name
          <input {...register('name')} {...marks('name')} className={fieldClass('name')} />
        </label>
        {errorOf('name')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label className="block text-sm font-medium text-stone-800">
            Category
            <select
              {...register('category', {
                // Only the list of sizes follows the category; what was typed for a size is kept.
                onChange: (e) => {
                  const category: string = e.target.value;
                  stockRows.relist(isCategory(category) ? sizesForCategory(category) : []);
                },
              })}
              {...marks('category')}
              className={`${fieldClass('category')} bg-white`}
            >
              <option value="">Select Category</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </label>
          {errorOf('category')}
        </div>
        <div>
          <label className="block text-sm font-medium text-stone-800">
            Color
            <select
              {...register('color')}
              {...marks('color')}
              className={`${fieldClass('color')} bg-white capitalize`}
            >
              <option value="">Select Color</option>
              {COLORS.map((color) => (
                <option key={color} value={color}>
                  {color}
                </option>
              ))}
            </select>
          </label>
          {errorOf('color')}
        </div>
        <div>
          <label className="block text-sm font-medium text-stone-800">
            Price ($)
            <input
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              {...register('price')}
              {...marks('price')}
              className={fieldClass('price')}
            />
          </label>
          {errorOf('price')}
        </div>
        <div>
          <label className="block text-sm font-medium text-stone-800">
            Sale: price before ($, optional)
            <input
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              {...register('oldPrice')}
              {...marks('oldPrice')}
              className={fieldClass('oldPrice')}
            />
          </label>
          {errorOf('oldPrice')}
        </div>
      </div>

      <ProductSizesFields formId={id} rows={stockRows.rows} register={register} errors={errors} />

      <ProductImagesField formId={id} pictures={pictures} message={errors.images?.message} />

      <div>
        <label className="block text-sm font-medium text-stone-800">
          Description
          <textarea
            rows={6}
            {...register('description')}
            {...marks('description')}
            className={fieldClass('description')}
          />
        </label>
        {errorOf('description')}
      </div>

      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={saving !== null || pictures.uploading}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:bg-stone-400"
        >
          {saving === submitLabel ? 'Saving…' : submitLabel}
        </button>
        {otherActions.map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={saving !== null || pictures.uploading}
            onClick={() => void submitAs(action)}
            className="rounded-md border border-stone-400 bg-white px-5 py-2.5 font-medium text-stone-900 hover:border-stone-900 disabled:text-stone-400"
          >
            {saving === action.label ? 'Saving…' : action.label}
          </button>
        ))}
      </div>
      {confirmDrop && (
        <RemoveSizesDialog
          sizes={confirmDrop.sizes}
          onKeepEditing={() => setConfirmDrop(null)}
          onRemove={() =>
            void save(
              confirmDrop.body,
              confirmDrop.sizes.map((size) => size.size),
            )
          }
        />
      )}
    </form>
  );
}
