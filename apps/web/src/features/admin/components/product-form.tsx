import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES, COLORS, categoryLabel, isCategory, sizesForCategory } from '@shop/shared/catalog';
import type { AdminProduct, CreateProductBody } from '@shop/shared/products-schemas';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import { formValuesOf, type ProductFormValues, productFormSchema, refusalOf } from './product-form-values';
import { ProductImagesField, useProductImages } from './product-images-field';
import { ProductSizesFields, useStockRows } from './product-sizes-fields';
import { type LeavingSize, RemoveSizesDialog, sizesLeaving } from './remove-sizes-dialog';
import { useConfirmLeave } from './use-confirm-leave';

type TextField = 'name' | 'category' | 'color' | 'price' | 'oldPrice' | 'description';

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
  onSubmit,
}: {
  product?: AdminProduct;
  submitLabel: string;
  /**
   * Saves the body; resolves on success, throws the API's error otherwise. `dropSizes` names the
   * sizes the owner confirmed may go with their stock.
   */
  onSubmit: (body: CreateProductBody, options: { dropSizes: string[] }) => Promise<void>;
}) {
  const form = useForm<ProductFormValues, unknown, CreateProductBody>({
    resolver: zodResolver(productFormSchema),
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
    formState: { errors, isDirty },
  } = form;
  const stockRows = useStockRows(form);
  const pictures = useProductImages(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDrop, setConfirmDrop] = useState<{ body: CreateProductBody; sizes: LeavingSize[] } | null>(
    null,
  );
  const id = useId();

  useConfirmLeave(!saving && isDirty);

  const save = async (body: CreateProductBody, dropSizes: string[]) => {
    const sent = getValues();
    setConfirmDrop(null);
    setSaving(true);
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
      // A size's stock the server named (sizes.<index>.stock: changed by someone else meanwhile)
      // is marked under that size too.
      for (const { field, message } of apiFieldErrors(error)) {
        const index = /^sizes\.(\d+)\.stock(?:Was)?$/.exec(field)?.[1];
        const size = index === undefined ? undefined : body.sizes?.[Number(index)]?.size;
        if (size) stockRows.markStock(size, message);
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    stockRows.forgetMessages();
    return handleSubmit(
      async (body) => {
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
    <form onSubmit={submit} noValidate className="mt-6 grid max-w-3xl gap-5">
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
      <div>
        <button
          type="submit"
          disabled={saving || pictures.uploading}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:bg-stone-400"
        >
          {saving ? 'Saving…' : submitLabel}
        </button>
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
