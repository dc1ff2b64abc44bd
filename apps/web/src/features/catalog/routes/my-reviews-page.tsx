import { REVIEW_MESSAGES } from '@shop/shared/catalog/reviews';
import type { Review } from '@shop/shared/catalog/reviews-schemas';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { useDeleteReviewMutation, useGetMyReviewsQuery } from '../api/reviews-api';
import { VerifiedPurchase } from '../components/reviews/verified-purchase';

/** Your given Reviews (docs/product/screens.md): the shopper's reviews as cards, newest first. */
export function MyReviewsPage() {
  usePageMeta('Your reviews — Velora');
  const user = useSelector(selectUser);
  const { data: reviews, isLoading, isError } = useGetMyReviewsQuery(user?.id ?? '', { skip: !user });

  return (
    <section aria-labelledby="reviews-heading">
      <h1 id="reviews-heading" className="font-serif text-2xl text-stone-900">
        Your given Reviews
      </h1>
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {REVIEW_MESSAGES.loadFailed}
        </p>
      ) : (
        <>
          {reviews?.length === 0 && <p className="mt-6 text-stone-600">{REVIEW_MESSAGES.none}</p>}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {reviews?.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
            <li>
              <Link
                to={paths.shop}
                className="flex h-full min-h-40 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 p-5 text-stone-700 hover:border-rose-700 hover:text-rose-800"
              >
                <Plus aria-hidden="true" className="size-8" />
                <span className="font-medium">Add New Reviews</span>
              </Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const dispatch = useDispatch();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading: removing }] = useDeleteReviewMutation();
  const product = review.product;
  const productPath = paths.product(product?.handle ?? review.productId);

  async function confirmDelete() {
    try {
      const answer = await remove({ id: review.id, productId: review.productId }).unwrap();
      dispatch(showToast(answer.message, 'success'));
    } catch (failure) {
      dispatch(showToast(apiErrorMessage(failure) ?? 'Your review could not be deleted.', 'error'));
      setConfirming(false);
    }
  }

  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-5">
      <Link to={productPath} className="flex items-center gap-3 text-stone-900 hover:text-rose-800">
        {product?.image ? (
          <img
            src={product.image}
            alt=""
            width={56}
            height={70}
            loading="lazy"
            className="h-[70px] w-14 shrink-0 rounded-md bg-stone-100 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-[70px] w-14 shrink-0 rounded-md bg-stone-100" />
        )}
        <span className="font-medium">{product?.title ?? 'A product no longer in the shop'}</span>
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} />
        {review.verified && <VerifiedPurchase />}
      </div>
      <p className="mt-2 flex-1 whitespace-pre-line break-words text-stone-800">{review.comment}</p>
      <p className="mt-3 text-sm text-stone-500">{formatDay(review.updatedAt)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <Link to={productPath} className="font-medium text-rose-800 underline">
          Edit
        </Link>
        {confirming ? (
          <>
            <span className="text-stone-700">Delete this review?</span>
            <button
              type="button"
              onClick={() => void confirmDelete()}
              disabled={removing}
              className="rounded-md bg-red-700 px-3 py-1 font-medium text-white hover:bg-red-800 disabled:bg-stone-400"
            >
              {removing ? 'Deleting…' : 'Delete'}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-md border border-stone-300 px-3 py-1 font-medium text-stone-800"
            >
              Keep
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="font-medium text-stone-700 underline hover:text-red-700"
          >
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
