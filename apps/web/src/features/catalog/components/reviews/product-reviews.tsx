import { FIT_LABELS, FITS, type Fit, REVIEW_MESSAGES } from '@shop/shared/catalog/reviews';
import type { PublicReview, ProductReviews as Summary } from '@shop/shared/catalog/reviews-schemas';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { StarRating } from '@/components/ui/star-rating';
import { useDeleteReviewMutation, useGetProductReviewsQuery } from '@/features/catalog/api/reviews-api';
import { formatDay } from '@/lib/format-date';
import { selectUser } from '@/stores/session';
import { ReviewForm } from './review-form';
import { VerifiedPurchase } from './verified-purchase';

// Only an admin removing a review opens the dialog: it loads then, not with the page.
const ConfirmDelete = lazy(() =>
  import('@/components/ui/confirm-delete').then((m) => ({ default: m.ConfirmDelete })),
);

const FIT_SENTENCE: Record<Fit, string> = {
  small: 'Most shoppers say it runs small',
  true: 'Most shoppers say it runs true to size',
  large: 'Most shoppers say it runs large',
};

/** The product page's 'Product Reviews': summary, list with more on demand, and the form. */
export function ProductReviews({ productId, sized }: { productId: string; sized: boolean }) {
  const [pages, setPages] = useState(1);
  const first = useGetProductReviewsQuery({ productId, page: 1 });
  const summary = first.data;
  return (
    <section aria-labelledby="reviews-heading" className="mt-16 border-t border-stone-200 pt-8">
      <h2 id="reviews-heading" className="font-serif text-2xl text-stone-900">
        Product Reviews
      </h2>
      {first.isError ? (
        <p className="mt-4 text-red-700">{REVIEW_MESSAGES.loadFailed}</p>
      ) : !summary ? (
        <p className="mt-4 text-stone-600">Loading...</p>
      ) : (
        <div className="mt-6 grid gap-10 lg:grid-cols-[20rem_1fr]">
          <div className="space-y-6">
            <ReviewSummary summary={summary} sized={sized} />
            <ReviewForm productId={productId} sized={sized} />
          </div>
          <div>
            {summary.total === 0 ? (
              <p className="text-stone-600">{REVIEW_MESSAGES.none}. Be the first to review it.</p>
            ) : (
              <ul className="divide-y divide-stone-200" aria-label="Reviews">
                {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
                  <ReviewPage key={page} productId={productId} page={page} />
                ))}
              </ul>
            )}
            {pages < summary.totalPages && (
              <button
                type="button"
                onClick={() => setPages((n) => n + 1)}
                className="mt-4 rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:border-stone-900"
              >
                Show more reviews
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function ReviewSummary({ summary, sized }: { summary: Summary; sized: boolean }) {
  const fitAnswers = FITS.map((fit) => [fit, summary.fit[fit]] as const);
  const mostSaid = fitAnswers.reduce((best, next) => (next[1] > best[1] ? next : best));
  return (
    <div>
      {summary.averageRating !== null && (
        <p className="flex items-center gap-3">
          <span className="text-3xl font-semibold text-stone-900">{summary.averageRating.toFixed(1)}</span>
          <StarRating rating={summary.averageRating} size={20} />
        </p>
      )}
      <p className="mt-1 text-sm text-stone-600">
        {summary.total === 1 ? '1 review' : `${summary.total} reviews`}
      </p>
      <dl className="mt-4 space-y-1.5" aria-label="Ratings by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars as 1 | 2 | 3 | 4 | 5];
          const share = summary.total ? (n / summary.total) * 100 : 0;
          return (
            <div key={stars} className="flex items-center gap-2 text-sm">
              <dt className="w-12 shrink-0 text-stone-700">{stars} star</dt>
              <dd className="flex flex-1 items-center gap-2">
                {/* An SVG's width attribute, not a style: server-rendered markup may carry no
                    inline styles under the shop's Content-Security-Policy. */}
                <svg
                  className="h-2 w-full min-w-0 flex-1 overflow-hidden rounded-full bg-stone-200"
                  aria-hidden="true"
                >
                  <rect className="fill-amber-400" width={`${share}%`} height="100%" rx="4" />
                </svg>
                <span className="w-6 text-right text-stone-600">{n}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      {sized && mostSaid[1] > 0 && (
        <p className="mt-4 font-medium text-stone-800">{FIT_SENTENCE[mostSaid[0]]}</p>
      )}
    </div>
  );
}

/** One page of the list; pages after the first load when 'Show more reviews' asks for them. */
function ReviewPage({ productId, page }: { productId: string; page: number }) {
  const { data } = useGetProductReviewsQuery({ productId, page });
  const user = useSelector(selectUser);
  const [remove] = useDeleteReviewMutation();
  // Moderation: an admin removes any review from the page it shows on, once they confirm.
  const [removing, setRemoving] = useState<PublicReview | null>(null);
  return (
    <>
      {data?.reviews.map((review) => (
        <li key={review._id} className="py-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating rating={review.rating} />
            <span className="font-medium text-stone-900">{review.username}</span>
            {review.verified && <VerifiedPurchase />}
            <span className="text-sm text-stone-500">{formatDay(review.createdAt)}</span>
          </div>
          {review.fit && <p className="mt-1 text-sm text-stone-600">Fit: {FIT_LABELS[review.fit]}</p>}
          {/* Plain text: React escapes it, so a comment can never become markup. */}
          <p className="mt-2 whitespace-pre-line text-stone-800">{review.comment}</p>
          {user?.role === 'admin' && (
            <button
              type="button"
              onClick={() => setRemoving(review)}
              className="mt-2 text-sm font-medium text-red-700 underline"
            >
              Remove review by {review.username}
            </button>
          )}
        </li>
      ))}
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDelete
            title="Remove this review?"
            remove={() => remove({ id: removing.id, productId }).unwrap()}
            fallback="The review could not be removed."
            onClose={() => setRemoving(null)}
          >
            The review by {removing.username} leaves the product page, and its rating no longer counts.
          </ConfirmDelete>
        </Suspense>
      )}
    </>
  );
}
