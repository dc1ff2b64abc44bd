import { type ChangeEvent, useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { inputClass } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import {
  IMAGE_ACCEPT,
  imageFileProblem,
  readFileAsDataUrl,
  useUploadImageMutation,
} from '@/lib/upload-image';
import { showToast } from '@/stores/toasts';
import type { CategoryFormValues } from './category-form-values';

/**
 * The category's picture (the home page's grid shows it): an address typed in, or a file uploaded
 * at once as the product form's pictures are, which puts the upload's address in the field.
 */
export function CategoryPictureField({ form }: { form: UseFormReturn<CategoryFormValues> }) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const id = useId();
  const picture = useWatch({ control, name: 'picture' });
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const dispatch = useDispatch();
  const error = errors.picture?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    setProblem(null);
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    if (fileProblem) {
      setProblem(fileProblem);
      return;
    }
    try {
      const { message, data } = await upload(await readFileAsDataUrl(file)).unwrap();
      setValue('picture', data, { shouldDirty: true, shouldValidate: Boolean(error) });
      dispatch(showToast(message, 'success'));
    } catch (failure) {
      setProblem(apiErrorMessage(failure) ?? 'The picture could not be uploaded. Please try again.');
    }
  };

  const shown = picture.trim();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-address`} className="text-sm font-medium text-stone-800">
        Picture (optional)
      </label>
      <div className="flex items-start gap-3">
        {/^(\/(?!\/)|https?:\/\/)\S+$/.test(shown) && (
          // The address beside it says what it is; the thumbnail only shows it.
          <img
            src={shown}
            alt=""
            className="h-16 w-12 shrink-0 rounded-md border border-stone-200 bg-stone-100 object-cover"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <input
            id={`${id}-address`}
            inputMode="url"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : hintId}
            className={inputClass}
            {...register('picture')}
          />
          <p id={hintId} className="text-xs text-stone-500">
            Shown on the home page, 4:5 upright, while the category is on it; without one, its initial.
          </p>
          {error && (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
      <label className="mt-1 flex flex-col items-start gap-1 text-sm text-stone-700">
        Upload a picture
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => void add(event)}
          className="max-w-full text-sm"
        />
      </label>
      {uploading && <p className="text-sm text-stone-600">Uploading…</p>}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
