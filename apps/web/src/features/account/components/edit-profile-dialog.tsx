import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { BIO_MAX, type PublicUser, USER_MESSAGES } from '@shop/shared/people/users';
import { editProfileBodySchema } from '@shop/shared/people/users-schemas';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Avatar } from '@/components/ui/avatar';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/form-message';
import { FieldShell, inputClass, TextField } from '@/components/ui/text-field';
import { raiseToasts } from '@/components/ui/toaster';
import { submitForm } from '@/lib/submit-form';
import {
  IMAGE_ACCEPT,
  imageFileProblem,
  readFileAsDataUrl,
  useUploadImageMutation,
} from '@/lib/upload-image';
import { selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { useEditProfileMutation } from '../api/edit-profile';

/** The fields a refusal from the server can name (a username taken); its message shows there. */
const PROFILE_FIELDS = ['username', 'bio'] as const;

interface ChosenImage {
  dataUrl: string;
  name: string;
}

/**
 * The profile editor (docs/product/screens.md). A native modal <dialog>: the browser keeps focus
 * inside it and makes the page behind it inert.
 */
export function EditProfileDialog({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dispatch = useDispatch();
  // Read at save time, not from the props: the session may have ended while the dialog was open.
  const sessionUser = useSelector(selectUser);
  const [uploadImage] = useUploadImageMutation();
  const [editProfile] = useEditProfileMutation();
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // True once the shopper asks to go back to initials; choosing a new picture undoes it.
  const [removePicture, setRemovePicture] = useState(false);
  // Failures are said inside the dialog: a toast behind a modal's backdrop is neither
  // readable nor announced.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(editProfileBodySchema),
    defaultValues: { username: user.username, bio: user.bio },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    // Toasts said while it is open show above it.
    raiseToasts();
    return () => dialog.close();
  }, []);

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImageError(null);
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setImage(null);
      setImageError(problem);
      event.target.value = '';
      return;
    }
    try {
      setImage({ dataUrl: await readFileAsDataUrl(file), name: file.name });
      setRemovePicture(false);
    } catch {
      setImageError('The image could not be read. Please choose another one.');
    }
  };

  const onSubmit = handleSubmit(async ({ username, bio }) => {
    setFailure(null);
    if (!sessionUser) {
      setFailure(AUTH_MESSAGES.pleaseLogin);
      return;
    }
    const save = async () => {
      const profileImage = image
        ? (await uploadImage(image.dataUrl).unwrap()).data
        : removePicture
          ? ''
          : undefined;
      await editProfile({ username, bio, ...(profileImage !== undefined ? { profileImage } : {}) }).unwrap();
    };
    const outcome = await submitForm(save(), {
      fields: PROFILE_FIELDS,
      setError,
      fallback: USER_MESSAGES.profileUpdateFailed,
    });
    if (!outcome.ok) return setFailure(outcome.failure);
    dispatch(showToast(USER_MESSAGES.profileUpdated, 'success'));
    onClose();
  });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a mouse-only extra; Escape and Cancel close it from the keyboard
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape: the browser's close request; the state decides, so the dialog closes one way.
      onCancel={(event) => {
        event.preventDefault();
        if (!isSubmitting) onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current && !isSubmitting) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 shadow-xl backdrop:bg-stone-900/50"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="font-serif text-2xl text-stone-900">
          Edit Profile
        </h2>
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <FieldShell label="Profile image" error={imageError ?? undefined}>
          {({ id, describedBy }) => (
            <div className="flex items-center gap-4">
              {image ? (
                <img
                  src={image.dataUrl}
                  alt="Your new avatar, as chosen"
                  className="h-24 w-24 shrink-0 rounded-full object-cover"
                  onError={() => {
                    // Named like an image but not one: say so now rather than after saving.
                    setImage(null);
                    setImageError('The image could not be read. Please choose another one.');
                  }}
                />
              ) : (
                <Avatar username={user.username} src={removePicture ? '' : user.profileImage} size="lg" />
              )}
              <input
                id={id}
                type="file"
                accept={IMAGE_ACCEPT}
                aria-invalid={imageError ? true : undefined}
                aria-describedby={describedBy}
                onChange={chooseImage}
                className="min-w-0 text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:font-medium hover:file:bg-stone-200"
              />
            </div>
          )}
        </FieldShell>
        {user.profileImage && !image && !removePicture && (
          <button
            type="button"
            onClick={() => setRemovePicture(true)}
            className="-mt-2 self-start text-sm text-rose-800 underline-offset-4 hover:underline"
          >
            Remove picture
          </button>
        )}
        <FieldShell label="Bio" error={errors.bio?.message}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={4}
              maxLength={BIO_MAX}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
              {...register('bio')}
            />
          )}
        </FieldShell>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <DialogActions submitLabel="Save Changes" submitting={isSubmitting} onCancel={onClose} />
      </form>
    </dialog>
  );
}
