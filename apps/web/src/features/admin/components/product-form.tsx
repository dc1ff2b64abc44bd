import { CATEGORIES, type Category, COLORS, categoryLabel, sizesForCategory } from '@shop/shared/catalog';
import {
  type AdminProduct,
  type CreateProductBody,
  createProductBodySchema,
  PRODUCT_MESSAGES,
} from '@shop/shared/products-schemas';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { apiErrorMessage } from '@/lib/api-error';
import {
  IMAGE_ACCEPT,
  imageFileProblem,
  readFileAsDataUrl,
  useUploadImageMutation,
} from '@/lib/upload-image';
import { showToast } from '@/stores/toasts';

interface SizeRow {
  size: string;
  stock: string;
}

interface Draft {
  name: string;
  category: Category | '';
  color: string;
  price: string;
  oldPrice: string;
  description: string;
  images: string[];
  sizes: SizeRow[];
}

const defaultSizes = (category: Category | ''): SizeRow[] =>
  category ? sizesForCategory(category).map((size) => ({ size, stock: '0' })) : [];

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
    sizes: product.sizes.map((size) => ({ size: size.size, stock: String(size.stock) })),
  };
}

type Errors = Partial<Record<keyof Draft, string>>;

/** The body the API takes, or the fields that are missing or wrong (each named in `errors`). */
function bodyOf(draft: Draft): { body?: CreateProductBody; errors: Errors } {
  const errors: Errors = {};
  const required: (keyof Draft)[] = ['name', 'category', 'color', 'price', 'description'];
  for (const field of required) if (!String(draft[field]).trim()) errors[field] = 'Required';
  if (draft.images.length === 0) errors.images = 'Add at least one picture';
  const body = {
    name: draft.name,
    category: draft.category,
    color: draft.color,
    price: Number(draft.price),
    oldPrice: draft.oldPrice.trim() ? Number(draft.oldPrice) : null,
    description: draft.description,
    images: draft.images,
    sizes: draft.sizes.map((row) => ({ size: row.size, stock: Number(row.stock) })),
  };
  const parsed = createProductBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof Draft;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length ? { errors } : { body: parsed.data as CreateProductBody, errors };
}

/** A stored product as the form would send it unchanged; undefined if it would not pass the form's checks. */
export function productBody(product: AdminProduct): CreateProductBody | undefined {
  return bodyOf(draftOf(product)).body;
}

/**
 * Add Product and Update product (docs/product/screens.md): the same form, empty or pre-filled.
 * Sizes follow the category (XS–XL clothing, 36–41 shoes, One Size otherwise) with stock per
 * size; pictures upload as they are chosen, the first is the main one and they can be reordered.
 */
export function ProductForm({
  product,
  submitLabel,
  onSubmit,
}: {
  product?: AdminProduct;
  submitLabel: string;
  /** Saves the body; resolves on success, throws the API's error otherwise. */
  onSubmit: (body: CreateProductBody) => Promise<void>;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const dispatch = useDispatch();
  const id = useId();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const chooseCategory = (value: string) => {
    const category = value as Category | '';
    setDraft((d) => {
      const allowed = category ? (sizesForCategory(category) as readonly string[]) : [];
      const kept = new Map(d.sizes.map((row) => [row.size, row.stock]));
      return {
        ...d,
        category,
        sizes: category
          ? allowed.map((size) => ({ size, stock: kept.get(size) ?? '0' }))
          : defaultSizes(category),
      };
    });
  };

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    setImageError(null);
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        setImageError(problem);
        continue;
      }
      try {
        const { message, data } = await upload(await readFileAsDataUrl(file)).unwrap();
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = bodyOf(draft);
    setErrors(found);
    if (!body) {
      setFailure(PRODUCT_MESSAGES.fillAll);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(body);
      if (!product) {
        setDraft(draftOf());
        setErrors({});
      }
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? 'The product could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
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
            {draft.sizes.map((row, index) => (
              <label key={row.size} className="flex w-24 flex-col text-sm text-stone-700">
                {row.size}
                <input
                  type="number"
                  min="0"
                  step="1"
                  value={row.stock}
                  onChange={(e) =>
                    set(
                      'sizes',
                      draft.sizes.map((r, i) => (i === index ? { ...r, stock: e.target.value } : r)),
                    )
                  }
                  className="mt-1 rounded-md border border-stone-300 px-2 py-1.5"
                />
              </label>
            ))}
          </div>
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
    </form>
  );
}
