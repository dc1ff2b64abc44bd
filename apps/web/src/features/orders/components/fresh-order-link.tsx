import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { useSendFreshOrderLinkMutation } from '../api/orders-api';
import { useMailedLink } from '../use-mailed-link';
import { MailedLinkAction } from './mailed-link-action';

/**
 * The order page when the order does not open here: a private link expires and stops once the
 * order joins an account, so the guest may have a fresh one mailed to the order's own email.
 * The answer is the same for any order, so the page learns nothing about it.
 */
export function FreshOrderLink({
  orderId,
  fromLink,
  offerLink,
}: {
  orderId: string;
  /** Opened with a private link (`?token=`). */
  fromLink: boolean;
  /** A guest's case: opened with a link, or by nobody logged in. */
  offerLink: boolean;
}) {
  const [send, { isLoading }] = useSendFreshOrderLinkMutation();
  const { outcome, ask } = useMailedLink(() => send(orderId).unwrap());
  return (
    <div className="space-y-4">
      <p role="alert" className="text-red-700">
        {fromLink ? GUEST_ORDER_MESSAGES.orderLinkClosed : ORDER_MESSAGES.orderFetchFailed}
      </p>
      {offerLink && !fromLink && outcome?.kind !== 'success' && (
        <p className="text-sm text-stone-700">{GUEST_ORDER_MESSAGES.freshLinkHint}</p>
      )}
      {offerLink && (
        <MailedLinkAction
          label={GUEST_ORDER_MESSAGES.freshLink}
          sending={isLoading}
          outcome={outcome}
          onAsk={ask}
        />
      )}
    </div>
  );
}
