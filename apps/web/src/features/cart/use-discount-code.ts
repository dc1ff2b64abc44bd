import { skipToken } from '@reduxjs/toolkit/query';
import { DISCOUNT_MESSAGES, normalizeCode } from '@shop/shared/promotions/promotions';
import type { DiscountPreview, DiscountPreviewBody } from '@shop/shared/promotions/promotions-schemas';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { apiErrorMessage } from '@/lib/api-error';
import type { CartLine } from '@/stores/cart';
import { discountApplied, discountDropped, selectDiscountCode } from '@/stores/discount-code';
import { showToast } from '@/stores/toasts';
import { useDiscountPreviewQuery, useLazyDiscountPreviewQuery } from './api/discount-api';

const NOT_CHECKED = 'The discount code could not be checked. Please try again.';

export interface DiscountCode {
  /** The applied code, or null. */
  code: string | null;
  /** The server's totals with the code for the lines and delivery of now; undefined while asked. */
  preview: DiscountPreview | undefined;
  /** Asking again, after the lines or the delivery changed. */
  updating: boolean;
  /** Said under the field: why the code does not apply (role=alert), or what it waits for. */
  refusal: string | null;
  /** A free delivery code on the cart page: it applies once a delivery method is chosen at checkout. */
  waitsForDelivery: boolean;
  /** Tries a code the shopper typed: applied, or refused with the reason in `refusal`. */
  apply: (typed: string) => Promise<void>;
  remove: () => void;
}

/**
 * The discount code of the cart and the checkout step: applied once the server's preview accepts
 * it, and asked again whenever the lines or the delivery method change, so the totals shown are
 * the ones checkout will charge. A code that stops applying is dropped, saying why.
 */
export function useDiscountCode({
  lines,
  shippingMethodId,
  place,
}: {
  lines: readonly CartLine[];
  /** The chosen delivery method at checkout; none on the cart page. */
  shippingMethodId?: string;
  /** Where the order goes, for its tax; none on the cart page (the shop's default rate). */
  place?: { country: string; region?: string | undefined } | undefined;
}): DiscountCode {
  const dispatch = useDispatch();
  const { code, refusal } = useSelector(selectDiscountCode);
  const [tryCode] = useLazyDiscountPreviewQuery();
  const body = (forCode: string): DiscountPreviewBody => ({
    code: forCode,
    products: lines.map((line) => ({ id: line.id, quantity: line.quantity })),
    ...(shippingMethodId ? { shippingMethodId } : {}),
    ...(place ? { country: place.country, ...(place.region ? { region: place.region } : {}) } : {}),
  });
  const { data, error, isFetching } = useDiscountPreviewQuery(
    code && lines.length > 0 ? body(code) : skipToken,
  );
  const message = error ? (apiErrorMessage(error) ?? NOT_CHECKED) : null;
  // Without a delivery method a free delivery code cannot say what it takes off yet: it is kept
  // for the checkout step rather than refused.
  const waitsForDelivery = !shippingMethodId && message === DISCOUNT_MESSAGES.noDelivery;

  useEffect(() => {
    if (message && !waitsForDelivery) dispatch(discountDropped(message));
  }, [message, waitsForDelivery, dispatch]);

  async function apply(typed: string): Promise<void> {
    const wanted = normalizeCode(typed);
    if (!wanted) {
      dispatch(discountDropped(DISCOUNT_MESSAGES.codeRequired));
      return;
    }
    try {
      const preview = await tryCode(body(wanted)).unwrap();
      dispatch(discountApplied(preview.code));
      dispatch(showToast(DISCOUNT_MESSAGES.applied(preview.code), 'success'));
    } catch (failure) {
      const said = apiErrorMessage(failure) ?? NOT_CHECKED;
      if (!shippingMethodId && said === DISCOUNT_MESSAGES.noDelivery) dispatch(discountApplied(wanted));
      else dispatch(discountDropped(said));
    }
  }

  return {
    code,
    // The last answer stays on screen while the next is asked for, marked as updating.
    preview: code && data?.code === code ? data : undefined,
    updating: isFetching,
    refusal: waitsForDelivery ? DISCOUNT_MESSAGES.noDelivery : refusal,
    waitsForDelivery,
    apply,
    remove: () => dispatch(discountDropped(null)),
  };
}
