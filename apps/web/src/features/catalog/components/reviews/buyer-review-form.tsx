import { zodResolver } from '@hookform/resolvers/zod';
import { FIT_LABELS, FITS, RATING_MIN, REVIEW_COMMENT_MAX } from '@shop/shared/catalog/reviews';
import { postReviewBodySchema, type Review } from '@shop/shared/catalog/reviews-schemas';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { FormMessage } from '@/components/ui/form-message';
import { useDeleteReviewMutation, usePostReviewMutation } from '@/features/catalog/api/reviews-api';
import { submitForm } from '@/lib/submit-form';

// The body's own messages name the field for an API client ('rating must be a whole number from
// 1 to 5'); a shopper reads what to do instead. What a shopper can get wrong here (no star, no
// words) is said in their words first; the body's rule then checks the rest.
const reviewFormSchema = postReviewBodySchema.omit({ productId: true }).extend({
  rating: z
    .number()
    .min(RATING_MIN, 'Please choose a rating from 1 to 5 stars.')
    .pipe(postReviewBodySchema.shape.rating),
  comment: z
    .string()
    .trim()
    .min(1, 'Please write a few words about it.')
    .pipe(postReviewBodySchema.shape.comment),
});
type ReviewFormValues = z.input<typeof reviewFormSchema>;

/** The fields in the form's order; a refusal from the server naming one shows under it. */
const FIELDS = ['rating', 'fit', 'comment'] as const;

const EMPTY: ReviewFormValues = { rating: 0, comment: '', fit: null };

const valuesOf = (review: Review): ReviewFormValues => ({
  rating: review.rating,
  comment: review.comment,
  fit: review.fit,
});

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm text-red-700">
      {message}
    </p>
  );
}

/** The form itself, for a shopper who may review the product: react-hook-form and zod load with it. */
export function BuyerReviewForm({
  productId,
  sized,
  existing,
}: {
  productId: string;
  sized: boolean;
  existing: Review | undefined;
}) {
  const [deleting, setDeleting] = useState(false);
  const [remove] = useDeleteReviewMutation();
  const [post, { isLoading }] = usePostReviewMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: EMPTY,
    // Errors change only when the shopper sends, as they always did here, never while they pick.
    reValidateMode: 'onSubmit',
  });
  const { field: rating } = useController({ control, name: 'rating' });
  const id = useId();
  const errorId = (field: (typeof FIELDS)[number]) => `${id}-${field}-error`;
  // One thing to put right at a time, in the form's order: the stars before the words.
  const shown = FIELDS.find((field) => errors[field]);
  const errorOf = (field: (typeof FIELDS)[number]) => (shown === field ? errors[field]?.message : undefined);

  // Their own review fills the form when it arrives and again after each save (the server's copy).
  useEffect(() => {
    if (existing) reset(valuesOf(existing), { keepErrors: true });
  }, [existing, reset]);

  const send = handleSubmit(async (review) => {
    const outcome = await submitForm(post({ productId, ...review, fit: review.fit ?? null }).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: 'Your review could not be saved. Please try again.',
    });
    if (!outcome.ok) return setFailure(outcome.failure);
    setDone(outcome.data.message);
  });

  // What the last sending said goes as soon as the shopper sends again, checked or not.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    setDone(null);
    return send(event);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-lg border border-stone-200 bg-white p-4"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-medium text-stone-900">
        {existing ? 'Edit your review' : 'Write a review'}
      </h3>
      <fieldset className="mt-3" aria-describedby={errorOf('rating') ? errorId('rating') : undefined}>
        <legend className="text-sm text-stone-700">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="relative cursor-pointer">
              {/* Over the whole star, invisible: a click anywhere on the star picks it. */}
              <input
                ref={stars === 1 ? rating.ref : undefined}
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating.value === stars}
                onChange={() => rating.onChange(stars)}
                onBlur={rating.onBlur}
                aria-invalid={errorOf('rating') ? true : undefined}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={`text-2xl peer-focus-visible:outline-2 peer-focus-visible:outline-rose-700 ${stars <= rating.value ? 'text-amber-400' : 'text-stone-300'}`}
              >
                ★
              </span>
              <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId('rating')} message={errorOf('rating')} />
      </fieldset>
      {sized && (
        <fieldset className="mt-3" aria-describedby={errorOf('fit') ? errorId('fit') : undefined}>
          <legend className="text-sm text-stone-700">How does it fit? (optional)</legend>
          <div className="mt-1 flex flex-wrap gap-3 text-sm">
            {FITS.map((option) => (
              <label key={option} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  value={option}
                  aria-invalid={errorOf('fit') ? true : undefined}
                  {...register('fit')}
                />
                {FIT_LABELS[option]}
              </label>
            ))}
          </div>
          <FieldError id={errorId('fit')} message={errorOf('fit')} />
        </fieldset>
      )}
      <label htmlFor={`${id}-comment`} className="mt-3 block text-sm text-stone-700">
        Your review
      </label>
      <textarea
        id={`${id}-comment`}
        maxLength={REVIEW_COMMENT_MAX}
        rows={4}
        aria-invalid={errorOf('comment') ? true : undefined}
        aria-describedby={errorOf('comment') ? errorId('comment') : undefined}
        className="mt-1 w-full rounded-md border border-stone-300 px-3 py-2 text-stone-900 aria-invalid:border-red-600"
        {...register('comment')}
      />
      <FieldError id={errorId('comment')} message={errorOf('comment')} />
      {failure && (
        <div className="mt-2">
          <FormMessage kind="error">{failure}</FormMessage>
        </div>
      )}
      {done && (
        <div className="mt-2">
          <FormMessage kind="success">{done}</FormMessage>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={isLoading}
          className="rounded-md bg-stone-900 px-4 py-2 font-medium text-white hover:bg-rose-800 disabled:bg-stone-400"
        >
          {isLoading ? 'Saving…' : existing ? 'Update review' : 'Post review'}
        </button>
        {existing && (
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className="text-sm font-medium text-stone-700 underline hover:text-red-700"
          >
            Delete your review
          </button>
        )}
      </div>
      {existing && deleting && (
        <ConfirmDelete
          title="Delete this review?"
          remove={async () => {
            const answer = await remove({ id: existing.id, productId }).unwrap();
            reset(EMPTY, { keepErrors: true });
            setDone(null);
            return answer;
          }}
          fallback="Your review could not be deleted."
          onClose={() => setDeleting(false)}
        >
          Your rating and comment leave this product's page.
        </ConfirmDelete>
      )}
    </form>
  );
}
