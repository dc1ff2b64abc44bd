import { CATEGORIES, type Category, COLORS, categoryLabel, sizesForCategory } from '@shop/shared/catalog';
import {
  type AdminProduct,
  type CreateProductBody,
  createProductBodySchema,
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MESSAGES,
} from '@shop/shared/products-schemas';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import {
  IMAGE_ACCEPT,
  imageFileProblem,
  readFileAsDataUrl,
  useUploadImageMutation,
} from '@/lib/upload-image';
import { showToast } from '@/stores/toasts';
import { useConfirmLeave } from './use-confirm-leave';

interface Draft {
  name: string;
  category: Category | '';
  color: string;
  price: string;
  oldPrice: string;
  description: string;
  images: string[];
  /** The sizes listed, in order: the category's (or, until it changes, the product's own). */
  sizes: string[];
  /**
   * Stock typed per size, for every size ever listed: a category switched away and back finds
   * its numbers again (the first-day fixes of 25 November 2026).
   */
  stock: Record<string, string>;
}

function draftOf(product?: AdminProduct): Draft {
  if (!product) {
    return {
      name: '',
      category: '',
      color: '',
      price: '',
      oldPrice: '',
      description: '',
      images: [],
      sizes: [],
      stock: {},
    };
  }
  return {
    name: product.name,
    category: product.category as Category,
    color: product.color,
    price: product.price.toFixed(2),
    oldPrice: product.oldPrice === null ? '' : product.oldPrice.toFixed(2),
    description: product.description,
    images: product.images,
    sizes: product.sizes.map((size) => size.size),
    stock: Object.fromEntries(product.sizes.map((size) => [size.size, String(size.stock)])),
  };
}

type Errors = Partial<Record<keyof Draft, string>> & {
  /** One message per size, under its own field. */
  stockOf?: Record<string, string>;
};

const REQUIRED: Partial<Record<keyof Draft, string>> = {
  name: PRODUCT_FIELD_MESSAGES.nameRequired,
  category: PRODUCT_FIELD_MESSAGES.categoryRequired,
  color: PRODUCT_FIELD_MESSAGES.colorRequired,
  price: PRODUCT_FIELD_MESSAGES.priceRequired,
  description: PRODUCT_FIELD_MESSAGES.descriptionRequired,
};

/** The body the API takes, or the fields that are missing or wrong (each named in `errors`). */
function bodyOf(draft: Draft): { body?: CreateProductBody; errors: Errors } {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof Draft, string][]) {
    if (!String(draft[field]).trim()) errors[field] = message;
  }
  if (draft.images.length === 0) errors.images = PRODUCT_FIELD_MESSAGES.imagesRequired;
  const body = {
    name: draft.name,
    category: draft.category,
    color: draft.color,
    price: Number(draft.price),
    oldPrice: draft.oldPrice.trim() ? Number(draft.oldPrice) : null,
    description: draft.description,
    images: draft.images,
    sizes: draft.sizes.map((size) => {
      const typed = (draft.stock[size] ?? '0').trim();
      // An emptied field is no number at all, not 0: the owner is told rather than guessed for.
      return { size, stock: typed === '' ? Number.NaN : Number(typed) };
    }),
  };
  const parsed = createProductBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === 'sizes' && typeof index === 'number') {
        const size = draft.sizes[index] ?? '';
        // Not a number at all (an emptied field) is the same mistake, said with the size.
        const message = issue.message.includes(`size ${size} `)
          ? issue.message
          : PRODUCT_FIELD_MESSAGES.stock(size);
        errors.stockOf = { ...errors.stockOf, [size]: errors.stockOf?.[size] ?? message };
        continue;
      }
      const key = String(field ?? '') as keyof Draft;
      if (key && key !== 'stock' && !errors[key]) errors[key] = issue.message;
    }
  }
  return Object.keys(errors).length ? { errors } : { body: parsed.data as CreateProductBody, errors };
}

/** A stored product as the form would send it unchanged; undefined if it would not pass the form's checks. */
export function productBody(product: AdminProduct): CreateProductBody | undefined {
  return bodyOf(draftOf(product)).body;
}

/** A size the product has now that the body leaves out, if it has stock or units held. */
interface LeavingSize {
  size: string;
  stock: number;
  reserved: number;
}

function leavingSizes(product: AdminProduct | undefined, body: CreateProductBody): LeavingSize[] {
  const kept = new Set<string>(body.sizes?.map((row) => row.size));
  return (product?.sizes ?? []).filter(
    (size) => !kept.has(size.size) && (size.stock > 0 || size.reserved > 0),
  );
}

const unitsOf = ({ stock, reserved }: LeavingSize) =>
  [stock > 0 ? `${stock} in stock` : '', reserved > 0 ? `${reserved} held by checkouts in progress` : '']
    .filter(Boolean)
    .join(', ');

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
  const [initial, setInitial] = useState<Draft>(() => draftOf(product));
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [confirmDrop, setConfirmDrop] = useState<{ body: CreateProductBody; sizes: LeavingSize[] } | null>(
    null,
  );
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const dispatch = useDispatch();
  const id = useId();
  // The pictures as they are now, for uploads finishing one after another within one choice.
  const imageCount = useRef(draft.images.length);
  imageCount.current = draft.images.length;

  const changed = !saving && JSON.stringify(draft) !== JSON.stringify(initial);
  useConfirmLeave(changed);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const chooseCategory = (value: string) => {
    const category = value as Category | '';
    // Only the list of sizes follows the category; what was typed for a size stays in `stock`.
    setDraft((d) => ({ ...d, category, sizes: category ? [...sizesForCategory(category)] : [] }));
  };

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    setImageError(null);
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      if (imageCount.current >= PRODUCT_IMAGES_MAX) {
        setImageError(PRODUCT_FIELD_MESSAGES.imagesTooMany);
        return;
      }
      const problem = imageFileProblem(file);
      if (problem) {
        setImageError(problem);
        continue;
      }
      try {
        const { message, data } = await upload(await readFileAsDataUrl(file)).unwrap();
        imageCount.current += 1;
        setDraft((d) => ({ ...d, images: [...d.images, data] }));
        // 'Image uploaded successfully', as the original shop said after each picture.
        dispatch(showToast(message, 'success'));
      } catch (error) {
        setImageError(apiErrorMessage(error) ?? 'The image could not be uploaded. Please try again.');
      }
    }
  };

  const moveImage = (from: number, to: number) =>
    setDraft((d) => {
      const images = [...d.images];
      const [moved] = images.splice(from, 1);
      if (moved !== undefined) images.splice(to, 0, moved);
      return { ...d, images };
    });

  const save = async (body: CreateProductBody, dropSizes: string[]) => {
    setConfirmDrop(null);
    setSaving(true);
    try {
      await onSubmit(body, { dropSizes });
      if (!product) {
        const empty = draftOf();
        setInitial(empty);
        setDraft(empty);
        setErrors({});
      } else {
        setInitial(draft);
      }
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? 'The product could not be saved. Please try again.');
      // A size's stock the server named (sizes.<index>.stock: changed by someone else meanwhile)
      // is marked under that size too.
      for (const { field, message } of apiFieldErrors(error)) {
        const index = /^sizes\.(\d+)\.stock(?:Was)?$/.exec(field)?.[1];
        const size = index === undefined ? undefined : body.sizes?.[Number(index)]?.size;
        if (size) setErrors((e) => ({ ...e, stockOf: { ...e.stockOf, [size]: message } }));
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = bodyOf(draft);
    setErrors(found);
    if (!body) {
      const missing = Object.entries(REQUIRED).some(
        ([key, message]) => found[key as keyof Draft] === message,
      );
      setFailure(
        missing || found.images ? PRODUCT_MESSAGES.fillAll : 'Please correct the fields marked below.',
      );
      return;
    }
    const leaving = leavingSizes(product, body);
    if (leaving.length > 0) {
      setConfirmDrop({ body, sizes: leaving });
      return;
    }
    await save(body, []);
  };

  const fieldClass = (key: keyof Draft) =>
    `mt-1 w-full rounded-md border px-3 py-2 ${errors[key] ? 'border-red-600' : 'border-stone-300'}`;
  const errorOf = (key: keyof Draft) =>
    errors[key] ? (
      <span id={`${id}-${key}-error`} className="mt-1 block text-xs text-red-700">
        {errors[key]}
      </span>
    ) : null;
  const described = (key: keyof Draft) => (errors[key] ? `${id}-${key}-error` : undefined);
  // 'One Size' has a space, which an id list (aria-describedby) would split.
  const stockErrorId = (size: string) => `${id}-stock-${size.replace(/\s+/g, '-')}-error`;

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid max-w-3xl gap-5">
      <div>
        <label className="block text-sm font-medium text-stone-800">
          Product Name
          <input
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={described('name')}
            className={fieldClass('name')}
          />
        </label>
        {errorOf('name')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label className="block text-sm font-medium text-stone-800">
            Category
            <select
              value={draft.category}
              onChange={(e) => chooseCategory(e.target.value)}
              aria-invalid={Boolean(errors.category)}
              aria-describedby={described('category')}
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
              value={draft.color}
              onChange={(e) => set('color', e.target.value)}
              aria-invalid={Boolean(errors.color)}
              aria-describedby={described('color')}
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
              value={draft.price}
              onChange={(e) => set('price', e.target.value)}
              aria-invalid={Boolean(errors.price)}
              aria-describedby={described('price')}
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
              value={draft.oldPrice}
              onChange={(e) => set('oldPrice', e.target.value)}
              aria-invalid={Boolean(errors.oldPrice)}
              aria-describedby={described('oldPrice')}
              className={fieldClass('oldPrice')}
            />
          </label>
          {errorOf('oldPrice')}
        </div>
      </div>

      <fieldset aria-describedby={described('sizes')}>
        <legend className="text-sm font-medium text-stone-800">Stock per size</legend>
        {draft.sizes.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">Choose a category to list its sizes.</p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-3">
            {draft.sizes.map((size) => {
              const problem = errors.stockOf?.[size];
              return (
                <label key={size} className="flex w-24 flex-col text-sm text-stone-700">
                  {size}
                  <input
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step="1"
                    value={draft.stock[size] ?? '0'}
                    onChange={(e) => set('stock', { ...draft.stock, [size]: e.target.value })}
                    aria-invalid={Boolean(problem)}
                    aria-describedby={problem ? stockErrorId(size) : undefined}
                    className={`mt-1 rounded-md border px-2 py-1.5 ${problem ? 'border-red-600' : 'border-stone-300'}`}
                  />
                </label>
              );
            })}
          </div>
        )}
        {/* Below the row, not under each narrow field: a sentence per size that is wrong. */}
        {errors.stockOf && (
          <ul className="mt-2 grid gap-1">
            {draft.sizes.map((size) =>
              errors.stockOf?.[size] ? (
                <li key={size} id={stockErrorId(size)} className="text-xs text-red-700">
                  {errors.stockOf[size]}
                </li>
              ) : null,
            )}
          </ul>
        )}
        {errorOf('sizes')}
      </fieldset>

      <fieldset aria-describedby={described('images')}>
        <legend className="text-sm font-medium text-stone-800">Pictures (the first is the main one)</legend>
        <ol className="mt-2 flex flex-wrap gap-3" aria-label="Pictures">
          {draft.images.map((url, index) => (
            <li key={url} className="relative w-28">
              <img
                src={url}
                alt={index === 0 ? 'Main picture' : `Picture ${index + 1}`}
                className="h-36 w-28 rounded-md border border-stone-200 bg-stone-100 object-cover"
              />
              <div className="mt-1 flex justify-between">
                <button
                  type="button"
                  aria-label={`Move picture ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => moveImage(index, index - 1)}
                  className="rounded p-1 hover:bg-stone-100 disabled:opacity-30"
                >
                  <ArrowLeft aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() =>
                    set(
                      'images',
                      draft.images.filter((_, i) => i !== index),
                    )
                  }
                  className="rounded p-1 text-red-700 hover:bg-stone-100"
                >
                  <X aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Move picture ${index + 1} later`}
                  disabled={index === draft.images.length - 1}
                  onClick={() => moveImage(index, index + 1)}
                  className="rounded p-1 hover:bg-stone-100 disabled:opacity-30"
                >
                  <ArrowRight aria-hidden="true" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-stone-600">
          {draft.images.length} of {PRODUCT_IMAGES_MAX} pictures
        </p>
        <label className="mt-3 inline-block text-sm text-stone-700">
          <span className="sr-only">Add pictures</span>
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            onChange={(e) => void addImages(e)}
            aria-label="Add pictures"
            className="text-sm"
          />
        </label>
        {uploading && <p className="mt-1 text-sm text-stone-600">Uploading…</p>}
        {imageError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {imageError}
          </p>
        )}
        {errorOf('images')}
      </fieldset>

      <div>
        <label className="block text-sm font-medium text-stone-800">
          Description
          <textarea
            rows={6}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={described('description')}
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
          disabled={saving || uploading}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:bg-stone-400"
        >
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
      {confirmDrop && (
        <Modal title="Remove sizes that have stock?" onClose={() => setConfirmDrop(null)}>
          <p className="text-sm text-stone-700">
            Saving removes {confirmDrop.sizes.length === 1 ? 'this size' : 'these sizes'} from the product,
            and {confirmDrop.sizes.length === 1 ? 'its' : 'their'} stock with{' '}
            {confirmDrop.sizes.length === 1 ? 'it' : 'them'}:
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm text-stone-800">
            {confirmDrop.sizes.map((size) => (
              <li key={size.size}>
                Size {size.size}: {unitsOf(size)}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setConfirmDrop(null)}
              className="rounded-md border border-stone-300 px-4 py-2"
            >
              Keep editing
            </button>
            <button
              type="button"
              onClick={() =>
                void save(
                  confirmDrop.body,
                  confirmDrop.sizes.map((size) => size.size),
                )
              }
              className="rounded-md bg-red-700 px-4 py-2 text-white"
            >
              Remove and save
            </button>
          </div>
        </Modal>
      )}
    </form>
  );
}
