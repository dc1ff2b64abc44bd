import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { ProductStatus } from '@shop/shared/catalog/product-fields';
import type { CreateProductBody } from '@shop/shared/catalog/products-schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirmLeave } from '@/features/admin/use-confirm-leave';
import { apiErrorMessage } from '@/lib/api-error';
import { useCategoryChoices } from '@/lib/shop-categories-api';
import { ProductColorDetails } from './product-color-details';
import { ProductColorField } from './product-color-field';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import {
  CORRECT_THE_FIELDS,
  formValuesOf,
  type ProductFormValues,
  refusalOf,
  resolverFor,
  type TextField,
} from './product-form-values';
import { ProductImagesField, useProductImages } from './product-images-field';
import { markRefusedFields } from './product-save-refusal';
import { ProductThresholdInput } from './product-threshold-input';
import { ProductVariantGrid } from './product-variant-grid';
import { type Leaving, RemoveSizesDialog, unitsLeaving } from './remove-sizes-dialog';
import type { ProductThresholdField } from './use-product-threshold';
import { useVariantGrid } from './use-variant-grid';

/** A way to save the form: its button's words and the status it saves with (none keeps it). */
export interface ProductFormAction {
  label: string;
  status?: ProductStatus;
}

/**
 * Add Product and Update product (docs/product/screens.md): the same form, empty or pre-filled.
 * The product comes in one or more of the shop's colours (the main one chosen by 'Color', the
 * others added to the grid; one the shop lacks is added on the spot by 'New colour…'), each in
 * the category's sizes (XS–XL clothing, 36–41 shoes, One Size otherwise) with stock per colour
 * and size, and optionally its own price, SKU and barcode; pictures upload as they are chosen
 * (at most 10 shared, and 10 per colour), the first is the main one and they can be reordered. A
 * size or colour leaving with stock is removed only once the owner confirms it, and a changed form
 * asks before it is left.
 */
export function ProductForm({
  product,
  submitLabel,
  submitStatus,
  otherActions = [],
  lowStock,
  onSubmit,
}: {
  product?: AdminProduct;
  submitLabel: string;
  /** The status the main button saves with; none keeps the product's (or, adding, publishes it). */
  submitStatus?: ProductStatus;
  /** Other ways to save beside the main button, such as 'Save as draft'. */
  otherActions?: readonly ProductFormAction[];
  /**
   * Editing: the product's own low-stock alert, under the stock. It is checked with the form and
   * saved apart from the body, by `onSubmit` once the product is.
   */
  lowStock?: ProductThresholdField;
  /**
   * Saves the body (with the `status` of the button pressed, if it has one); resolves on success,
   * throws the API's error otherwise. `dropSizes` and `dropColors` name the sizes and colours the
   * owner confirmed may go with their stock.
   */
  onSubmit: (
    body: CreateProductBody,
    options: { dropSizes: string[]; dropColors: string[] },
  ) => Promise<void>;
}) {
  // The button pressed decides what is checked: the resolver reads it when the save is tried.
  const intent = useRef<ProductFormAction>({ label: submitLabel, status: submitStatus });
  const categories = useCategoryChoices();
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
  const grid = useVariantGrid(form);
  const pictures = useProductImages(form);
  const [failure, setFailure] = useState<string | null>(null);
  /** The words of the button whose save is under way. */
  const [saving, setSaving] = useState<string | null>(null);
  const [confirmDrop, setConfirmDrop] = useState<{ body: CreateProductBody; leaving: Leaving } | null>(null);
  const id = useId();

  useConfirmLeave(saving === null && (isDirty || Boolean(lowStock?.changed)));

  const save = async (body: CreateProductBody, leaving: Leaving) => {
    const sent = getValues();
    setConfirmDrop(null);
    setSaving(intent.current.label);
    try {
      await onSubmit(body, {
        dropSizes: leaving.sizes.map((size) => size.size),
        dropColors: leaving.colors.map((color) => color.color),
      });
      if (!product) {
        grid.forgetAll();
        reset(formValuesOf());
      } else {
        // What was saved is the form's new starting point; anything typed since stays changed.
        reset(sent, { keepValues: true });
      }
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? 'The product could not be saved. Please try again.');
      markRefusedFields(error, body, grid, setError);
    } finally {
      setSaving(null);
    }
  };

  const submitAs = (action: ProductFormAction, event?: FormEvent<HTMLFormElement>) => {
    intent.current = action;
    setFailure(null);
    grid.forgetMessages();
    const lowStockFine = lowStock?.check() ?? true;
    return handleSubmit(
      async (checked) => {
        if (!lowStockFine) {
          setFailure(CORRECT_THE_FIELDS);
          return;
        }
        const body = action.status ? { ...checked, status: action.status } : checked;
        const leaving = unitsLeaving(product, body);
        if (leaving.sizes.length > 0 || leaving.colors.length > 0) {
          setConfirmDrop({ body, leaving });
          return;
        }
        await save(body, leaving);
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
                  grid.relist(category ? categories.sizesFor(category) : []);
                },
              })}
              {...marks('category')}
              className={`${fieldClass('category')} bg-white`}
            >
              <option value="">Select Category</option>
              {categories.list.map((category) => (
                <option key={category.handle} value={category.handle}>
                  {category.name}
                  {category.hidden ? ' (hidden)' : ''}
                </option>
              ))}
            </select>
          </label>
          {errorOf('category')}
        </div>
        <ProductColorField formId={id} form={form} grid={grid} register={register} errors={errors} />
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

      <ProductVariantGrid formId={id} form={form} grid={grid} register={register} errors={errors} />

      {lowStock && <ProductThresholdInput threshold={lowStock} />}

      <ProductImagesField formId={id} pictures={pictures} message={errors.images?.message} />

      <ProductColorDetails formId={id} form={form} grid={grid} register={register} errors={errors} />

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
          leaving={confirmDrop.leaving}
          onKeepEditing={() => setConfirmDrop(null)}
          onRemove={() => void save(confirmDrop.body, confirmDrop.leaving)}
        />
      )}
    </form>
  );
}
