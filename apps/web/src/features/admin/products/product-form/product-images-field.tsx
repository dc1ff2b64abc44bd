import { PRODUCT_FIELD_MESSAGES, PRODUCT_IMAGES_MAX } from '@shop/shared/catalog/product-fields';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { apiErrorMessage } from '@/lib/api-error';
import {
  IMAGE_ACCEPT,
  imageFileProblem,
  readFileAsDataUrl,
  useUploadImageMutation,
} from '@/lib/upload-image';
import { showToast } from '@/stores/toasts';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import type { ProductFormApi } from './product-form-values';

/** Where a list of pictures is in the form: the shared ones, or a colour's own. */
type PicturesPath = 'images' | `colors.${number}.images`;

/**
 * A list of the product's pictures (shared, or a colour's): each chosen file uploads at once (at
 * most 10 in a list), and the list can be reordered, the first being the main picture.
 */
export function useProductImages(
  { control, getValues, setValue }: ProductFormApi,
  name: PicturesPath = 'images',
) {
  const images = useWatch({ control, name }) ?? [];
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const dispatch = useDispatch();
  const put = (next: string[]) => setValue(name, next, { shouldDirty: true });

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    setProblem(null);
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      // The form's pictures as they are now, not at this render: one choice's uploads land in turn.
      if (getValues(name).length >= PRODUCT_IMAGES_MAX) {
        setProblem(PRODUCT_FIELD_MESSAGES.imagesTooMany);
        return;
      }
      const fileProblem = imageFileProblem(file);
      if (fileProblem) {
        setProblem(fileProblem);
        continue;
      }
      try {
        const { message, data } = await upload(await readFileAsDataUrl(file)).unwrap();
        put([...getValues(name), data]);
        // 'Image uploaded successfully', as the original shop said after each picture.
        dispatch(showToast(message, 'success'));
      } catch (error) {
        setProblem(apiErrorMessage(error) ?? 'The image could not be uploaded. Please try again.');
      }
    }
  };

  const move = (from: number, to: number) => {
    const next = [...getValues(name)];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    put(next);
  };

  const remove = (index: number) => put(getValues(name).filter((_, i) => i !== index));

  return { images, uploading, problem, add, move, remove };
}

const SHARED_NAMES = {
  legend: 'Pictures (the first is the main one)',
  list: 'Pictures',
  input: 'Add pictures',
  picture: 'picture',
};

/**
 * 'Pictures (the first is the main one)': thumbnails to reorder or remove, and the file chooser.
 * A colour's own pictures name the colour in every label (`names`), so that the shared list keeps
 * its words alone.
 */
export function ProductImagesField({
  formId,
  pictures: { images, uploading, problem, add, move, remove },
  message,
  names = SHARED_NAMES,
}: {
  formId: string;
  pictures: ReturnType<typeof useProductImages>;
  /** What is wrong with the pictures as a whole, found when the form is sent. */
  message: string | undefined;
  names?: typeof SHARED_NAMES;
}) {
  const shared = names === SHARED_NAMES;
  const picture = (index: number) => `${names.picture} ${index + 1}`;
  return (
    <fieldset aria-describedby={message ? fieldErrorId(formId, 'images') : undefined}>
      <legend className={`text-sm ${shared ? 'font-medium text-stone-800' : 'text-stone-700'}`}>
        {names.legend}
      </legend>
      {shared && (
        <p className="mt-1 text-xs text-stone-600">
          Shown whatever colour a shopper picks; each colour's own pictures come after them.
        </p>
      )}
      {/* A colour without pictures of its own lists none, rather than an empty list beside the shared one. */}
      {(shared || images.length > 0) && (
        <ol className="mt-2 flex flex-wrap gap-3" aria-label={names.list}>
          {images.map((url, index) => (
            <li key={url} className="relative w-28">
              <img
                src={url}
                alt={
                  shared && index === 0
                    ? 'Main picture'
                    : `${shared ? 'Picture' : names.picture} ${index + 1}`
                }
                className="h-36 w-28 rounded-md border border-stone-200 bg-stone-100 object-cover"
              />
              <div className="mt-1 flex justify-between">
                <button
                  type="button"
                  aria-label={`Move ${picture(index)} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  className="rounded p-1 hover:bg-stone-100 disabled:opacity-30"
                >
                  <ArrowLeft aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${picture(index)}`}
                  onClick={() => remove(index)}
                  className="rounded p-1 text-red-700 hover:bg-stone-100"
                >
                  <X aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Move ${picture(index)} later`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                  className="rounded p-1 hover:bg-stone-100 disabled:opacity-30"
                >
                  <ArrowRight aria-hidden="true" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 text-xs text-stone-600">
        {images.length} of {PRODUCT_IMAGES_MAX} pictures
      </p>
      {/* The browser's own file control looks like nothing else in the form: it is hidden (still
          focusable and announced) behind a button-like label with the other controls' border,
          radius and focus ring. */}
      <label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2.5 text-sm font-medium text-stone-800 hover:bg-stone-50 has-[:focus-visible]:border-stone-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-700/30">
        <ImagePlus aria-hidden="true" size={16} />
        {names.input}
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          onChange={(e) => void add(e)}
          aria-label={names.input}
          className="sr-only"
        />
      </label>
      {uploading && <p className="mt-1 text-sm text-stone-600">Uploading…</p>}
      {problem && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <ProductFieldError formId={formId} field="images" message={message} />
    </fieldset>
  );
}
