import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import { useSelector } from 'react-redux';
import { selectUser } from '@/stores/session';
import { useGuestOrdersOfferQuery, useSendClaimLinkMutation } from '../api/orders-api';
import { useMailedLink } from '../use-mailed-link';
import { MailedLinkAction } from './mailed-link-action';

/**
 * Earlier orders placed as a guest with the account's email, offered to the account: they join
 * it only through a link mailed to that address (docs/product/rules.md, Guest orders). Until the
 * account has opened such a link the server tells no count, and one line offers the link; once
 * it has, nothing shows when there are none.
 */
export function GuestOrdersOffer() {
  const user = useSelector(selectUser);
  const { data } = useGuestOrdersOfferQuery(user?.id ?? '', { skip: !user });
  const [sendLink, { isLoading: sending }] = useSendClaimLinkMutation();
  const { outcome, ask } = useMailedLink(() => sendLink().unwrap());
  if (!data || data.count === 0) return null;

  if (data.count === null) {
    return (
      <section aria-label="Earlier orders" className="mb-6 text-sm text-stone-700">
        <MailedLinkAction
          label={GUEST_ORDER_MESSAGES.askLink}
          lead={<span>{GUEST_ORDER_MESSAGES.askHint}</span>}
          look="link"
          sending={sending}
          outcome={outcome}
          onAsk={ask}
        />
      </section>
    );
  }

  return (
    <section
      aria-labelledby="guest-orders-offer"
      className="mb-6 rounded-lg border border-rose-200 bg-rose-50/60 p-4 sm:p-5"
    >
      <h2 id="guest-orders-offer" className="font-medium text-stone-900">
        {GUEST_ORDER_MESSAGES.found(data.count)}
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-700">{GUEST_ORDER_MESSAGES.offerHint(data.count)}</p>
      <MailedLinkAction
        label={GUEST_ORDER_MESSAGES.sendLink}
        sending={sending}
        outcome={outcome}
        onAsk={ask}
      />
    </section>
  );
}
