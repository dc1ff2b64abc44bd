import { REVIEW_MESSAGES } from '@shop/shared/catalog/reviews';
import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import type { FromState } from '@/components/auth/require-auth';
import { paths } from '@/config/paths';
import { useCanReviewQuery, useGetMyReviewsQuery } from '@/features/catalog/api/reviews-api';
import { selectUser } from '@/stores/session';

// The form brings react-hook-form and zod (about 25 KB gzip, and their start-up work), which
// guests, most of the product page's visitors, never use: it loads once a shopper is logged in.
const loadBuyerForm = () => import('./buyer-review-form');
const BuyerReviewForm = lazy(() => loadBuyerForm().then((m) => ({ default: m.BuyerReviewForm })));

/**
 * The review form of the product page for a buyer ('Write a review', or 'Edit your review' with
 * their own); a guest is asked to log in, a shopper who has not bought it is told why there is none.
 */
export function ReviewForm({ productId, sized }: { productId: string; sized: boolean }) {
  const user = useSelector(selectUser);
  const location = useLocation();
  const mine = useGetMyReviewsQuery(user?.id ?? '', { skip: !user });
  const existing = mine.data?.find((review) => review.productId === productId);
  // Asked afresh each time the page shows: an order paid a minute ago makes a buyer.
  const allowed = useCanReviewQuery(productId, { skip: !user, refetchOnMountOrArgChange: true });
  // Fetched while the server says whether they may review, not after.
  useEffect(() => {
    if (user) void loadBuyerForm();
  }, [user]);

  if (!user) {
    const state: FromState = { from: { pathname: location.pathname } };
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-4 text-stone-700">
        <Link to={paths.login} state={state} className="font-medium text-rose-800 underline">
          Log in to write a review
        </Link>
      </p>
    );
  }

  if (!allowed.data) {
    return allowed.isError ? (
      <p className="rounded-lg border border-stone-200 bg-white p-4 text-red-700">
        Whether you can review this could not be checked. Please reload the page.
      </p>
    ) : null;
  }

  // Only buyers review: the form would only fail, so say why instead.
  if (!allowed.data.canReview) {
    return (
      <div className="rounded-lg border border-stone-200 bg-white p-4 text-stone-700">
        <p className="font-medium text-stone-900">{REVIEW_MESSAGES.buyersOnly}</p>
        <p className="mt-1 text-sm">
          Once your order with it is paid, you can rate it and say how it fits here.
        </p>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <BuyerReviewForm productId={productId} sized={sized} existing={existing} />
    </Suspense>
  );
}
