import { sizeLabel, variantLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice, parseDollars } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { REFUND_LIMITS, REFUND_MESSAGES, refundPreviewCents } from '@shop/shared/orders/refunds';
import type { Refund, RefundBody } from '@shop/shared/orders/refunds-schemas';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { inputClass } from '@/components/ui/text-field';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { useShopColors } from '@/lib/shop-colors-api';
import { useRefundOrderMutation } from '../api/refunds-api';

const REFUND_FAILED = 'The refund could not be made. Please try again.';

type RefundOrder = Pick<
  Order,
  '_id' | 'orderId' | 'items' | 'taxCents' | 'pricesIncludeTax' | 'amountCents' | 'refundedCents' | 'refunds'
>;

/**
 * Units of each line refunded already: those of every refund that did not fail (a failed one gave
 * its units back to refund again, as the server counts them).
 */
export function refundedUnits(order: Pick<Order, 'refunds'>): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of order.refunds) {
    if (refund.status === 'failed') continue;
    for (const line of refund.lines) units.set(line.lineId, (units.get(line.lineId) ?? 0) + line.quantity);
  }
  return units;
}

/** The toast after a refund: only one the provider confirmed is told as done. */
export function refundToast(refund: Refund): { text: string; kind: 'success' | 'error' } {
  const amount = formatPrice(refund.amountCents);
  if (refund.status === 'succeeded') return { text: `${amount} refunded.`, kind: 'success' };
  if (refund.status === 'pending')
    return { text: `Refund of ${amount} asked of the payment provider.`, kind: 'success' };
  return { text: `The refund of ${amount} failed: ${refund.failureReason ?? 'refused'}`, kind: 'error' };
}

/**
 * The admin's Refund (docs/product/screens.md, Manage orders): units of each line, or an amount
 * instead, with the money previewed by the server's own arithmetic (@shop/shared/refunds), so
 * what the button says is what is refunded. The server's refusal goes under the field it names.
 */
export function RefundDialog({
  order,
  onRefunded,
  onClose,
}: {
  order: RefundOrder;
  onRefunded: (refund: Refund) => void;
  onClose: () => void;
}) {
  const [refund, { isLoading }] = useRefundOrderMutation();
  const shopColors = useShopColors();
  /** "Belt (M, Navy)", as the server's own message names the line. */
  const lineName = (item: Order['items'][number]) =>
    `${item.title} (${variantLabel(item, shopColors.labelOf)})`;
  const already = refundedUnits(order);
  const lines = order.items.map((item) => ({
    item,
    left: Math.max(0, item.quantity - (already.get(item.id) ?? 0)),
  }));
  const [quantities, setQuantities] = useState<string[]>(() => order.items.map(() => '0'));
  const [byAmount, setByAmount] = useState(false);
  const [amount, setAmount] = useState('');
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const leftCents = order.amountCents - order.refundedCents;

  const wanted = lines.map(({ item, left }, index) => {
    const quantity = Number(quantities[index]);
    return { item, left, index, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 0 };
  });
  const amountCents = parseDollars(amount);
  // The same rule the server refunds by: the paid price after the order's discount, with its tax.
  const previewCents = byAmount
    ? (amountCents ?? 0)
    : refundPreviewCents(
        order,
        already,
        wanted
          .filter(({ quantity, left }) => quantity <= left)
          .map(({ item, quantity }) => ({ id: item.id, quantity })),
      );
  /** What the next unit of a line refunds, as the preview counts it. */
  const eachCents = (itemId: string) => refundPreviewCents(order, already, [{ id: itemId, quantity: 1 }]);

  /** The field errors before asking the server; none means the body can go. */
  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (byAmount) {
      if (amountCents === null || amountCents <= 0) found.amount = REFUND_MESSAGES.amountInvalid;
      else if (amountCents > leftCents) found.amount = REFUND_MESSAGES.moreThanLeft(leftCents);
    } else {
      lines.forEach(({ item, left }, index) => {
        const text = quantities[index] ?? '0';
        const quantity = Number(text);
        if (text.trim() !== '' && (!Number.isInteger(quantity) || quantity < 0))
          found[`item.${index}`] = REFUND_MESSAGES.quantityInvalid;
        else if (quantity > left)
          found[`item.${index}`] = REFUND_MESSAGES.lineOverRefunded(lineName(item), left);
      });
      if (Object.keys(found).length === 0 && wanted.every((line) => line.quantity === 0))
        found.lines = REFUND_MESSAGES.nothingToRefund;
    }
    if (!reason.trim()) found.reason = REFUND_MESSAGES.reasonInvalid;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sent = byAmount ? [] : wanted.filter((line) => line.quantity > 0);
    const body: RefundBody = {
      ...(byAmount
        ? { amount: (amountCents ?? 0) / 100 }
        : { lines: sent.map(({ item, quantity }) => ({ lineId: item.id, quantity })) }),
      restock: !byAmount && restock,
      reason: reason.trim(),
    };
    try {
      onRefunded(await refund({ id: order._id, body }).unwrap());
    } catch (error) {
      // lines.N.… names the N-th line sent: put it under that line of the order.
      const placed: Record<string, string> = {};
      for (const { field, message } of apiFieldErrors(error)) {
        const line = /^lines\.(\d+)/.exec(field);
        const index = line ? sent[Number(line[1])]?.index : undefined;
        const key = index !== undefined ? `item.${index}` : field;
        const shown =
          key === 'reason' || (byAmount ? key === 'amount' : key === 'lines' || key.startsWith('item.'));
        if (shown) placed[key] = message;
      }
      setErrors(placed);
      if (Object.keys(placed).length === 0) setFailure(apiErrorMessage(error) ?? REFUND_FAILED);
    }
  }

  const errorOf = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string) => (errors[key] ? `${id}-${key}-error` : undefined);

  return (
    <Modal title={`Refund order ${order.orderId}`} onClose={onClose} busy={isLoading}>
      <form noValidate onSubmit={submit} className="space-y-4 text-sm">
        <p className="text-stone-700">{formatPrice(leftCents)} is left to refund on this order.</p>
        {!byAmount && (
          <fieldset className="space-y-3" aria-describedby={described('lines')}>
            <legend className="font-medium text-stone-900">Items to refund</legend>
            {lines.map(({ item, left }, index) => (
              <div key={item.id} className="flex flex-col gap-1">
                <div className="flex items-center justify-between gap-3">
                  <label htmlFor={`${id}-q${index}`} className="min-w-0 flex-1">
                    <span className="font-medium text-stone-900">{item.title}</span>
                    <span className="block text-stone-600">
                      {sizeLabel(item.size)} · {shopColors.labelOf(item.color)} ·{' '}
                      {left === 0
                        ? 'refunded in full'
                        : `${formatPrice(eachCents(item.id))} each with tax · ${left} of ${item.quantity} left to refund`}
                    </span>
                  </label>
                  <input
                    id={`${id}-q${index}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={left}
                    step={1}
                    disabled={left === 0}
                    aria-invalid={errors[`item.${index}`] ? true : undefined}
                    aria-describedby={described(`item.${index}`)}
                    className={`${inputClass} max-w-20`}
                    value={quantities[index]}
                    onChange={(event) =>
                      setQuantities((all) => all.map((q, i) => (i === index ? event.target.value : q)))
                    }
                  />
                </div>
                {errorOf(`item.${index}`)}
              </div>
            ))}
            {errorOf('lines')}
          </fieldset>
        )}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-rose-800"
            checked={byAmount}
            onChange={(event) => {
              setByAmount(event.target.checked);
              setErrors({});
            }}
          />
          Refund an amount instead
        </label>
        {byAmount && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-amount`} className="font-medium text-stone-800">
              Amount (dollars)
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={described('amount') ?? `${id}-amount-hint`}
              className={inputClass}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            {errors.amount ? (
              errorOf('amount')
            ) : (
              <p id={`${id}-amount-hint`} className="text-xs text-stone-500">
                For the delivery or a goodwill gesture: at most {formatPrice(leftCents)}.
              </p>
            )}
          </div>
        )}
        {!byAmount && (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-rose-800"
              checked={restock}
              onChange={(event) => setRestock(event.target.checked)}
            />
            Put the items back in stock
          </label>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="font-medium text-stone-800">
            Reason
          </label>
          <input
            id={`${id}-reason`}
            required
            maxLength={REFUND_LIMITS.reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={described('reason')}
            className={inputClass}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {errorOf('reason')}
        </div>
        <p aria-live="polite" className="font-medium text-stone-900">
          To refund: {formatPrice(previewCents)}
        </p>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <DialogActions
          submitLabel={`Refund ${formatPrice(previewCents)}`}
          submitting={isLoading}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
