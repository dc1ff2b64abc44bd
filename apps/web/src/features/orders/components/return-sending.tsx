import { PostalAddress } from '@/components/postal-address';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';

/**
 * Where an approved return's parcel goes and how, as the owner set them (Order policies): the
 * returns address and the instructions; without an address, how to ask for it, as the approval
 * mail says.
 */
export function ReturnSending() {
  const { data: policies } = useOrderPoliciesQuery();
  if (!policies) return null;
  const instructions = policies.returnInstructions.trim();
  return (
    <div className="mt-2 rounded-md bg-stone-50 px-3 py-2 text-stone-800" data-testid="return-sending">
      {policies.shopAddress ? (
        <>
          <p className="font-medium text-stone-900">Send the items to</p>
          <PostalAddress address={policies.shopAddress} className="mt-1 not-italic" />
        </>
      ) : (
        <p>
          Reply to the mail that approved this return and we will send you the address to send the items to.
        </p>
      )}
      {instructions && (
        <>
          <p className="mt-2 font-medium text-stone-900">How to send them</p>
          <p className="break-words whitespace-pre-line">{instructions}</p>
        </>
      )}
    </div>
  );
}
