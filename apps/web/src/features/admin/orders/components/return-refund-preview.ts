import { refundPreviewCents } from '@shop/shared/orders/refunds';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { useGetAdminOrderQuery } from '../api/admin-orders-api';
import { refundedUnits } from './refund-dialog';

/** What refunding a received return comes to, or why it is not known yet. */
export type ReturnRefundPreview =
  | { state: 'known'; cents: number }
  | { state: 'loading' }
  | { state: 'failed' };

/**
 * The amount the server will refund for a return's lines, read from its order with the shared
 * arithmetic the server refunds by (refundPreviewCents: each unit's price after its part of a
 * discount code, with its part of the tax, after the units refunded before). Not asked when `skip`.
 */
export function useReturnRefundPreview(record: ReturnRecord, skip: boolean): ReturnRefundPreview {
  const { data: order, isError } = useGetAdminOrderQuery(record.orderId, { skip });
  if (order)
    return {
      state: 'known',
      cents: refundPreviewCents(
        order,
        refundedUnits(order),
        record.lines.map((line) => ({ id: line.lineId, quantity: line.quantity })),
      ),
    };
  return isError ? { state: 'failed' } : { state: 'loading' };
}
