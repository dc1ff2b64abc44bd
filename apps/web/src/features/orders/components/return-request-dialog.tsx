import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { RETURN_LIMITS, RETURN_REASONS, type ReturnStatus } from '@shop/shared/orders/returns';
import { returnRequestBodySchema } from '@shop/shared/orders/returns-schemas';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { FieldShell, inputClass } from '@/components/ui/text-field';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { useShopColors } from '@/lib/shop-colors-api';
import { useRequestReturnMutation } from '../api/order-returns-api';

const REQUEST_FAILED = 'The return request could not be sent. Please try again.';

/** A return still waiting on the shop holds its units: they cannot be asked for twice. */
const OPEN_RETURN: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

/**
 * How many units of each line can still be asked back: bought, less those in an open return,
 * less those refunded (a refunded return's units are among those; a failed refund gave nothing).
 * The server counts the same way and decides.
 */
export function returnableQuantities(order: Pick<Order, 'items' | 'returns' | 'refunds'>) {
  const held = new Map<string, number>();
  const add = (lineId: string, quantity: number) => held.set(lineId, (held.get(lineId) ?? 0) + quantity);
  for (const request of order.returns)
    if (OPEN_RETURN.includes(request.status))
      for (const line of request.lines) add(line.lineId, line.quantity);
  for (const refund of order.refunds)
    if (refund.status !== 'failed') for (const line of refund.lines) add(line.lineId, line.quantity);
  return new Map(order.items.map((item) => [item.id, Math.max(0, item.quantity - (held.get(item.id) ?? 0))]));
}

type Errors = { reason?: string; comment?: string; lines: Record<string, string>; form?: string };

/**
 * "Return items": how many of each line go back, why, and an optional comment. The server's
 * refusal goes under the field it names (lines.N.quantity is the Nth line sent) or above the button.
 */
export function ReturnRequestDialog({
  order,
  token,
  onRequested,
  onClose,
}: {
  order: Order;
  token: string | null;
  onRequested: () => void;
  onClose: () => void;
}) {
  const [request, { isLoading }] = useRequestReturnMutation();
  const shopColors = useShopColors();
  const left = returnableQuantities(order);
  const lines = order.items.filter((item) => (left.get(item.id) ?? 0) > 0);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({ lines: {} });
  const ids = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = lines.filter((item) => (quantities[item.id] ?? 0) > 0);
    const body = {
      lines: sent.map((item) => ({ lineId: item.id, quantity: quantities[item.id] ?? 0 })),
      reason,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    const checked = returnRequestBodySchema.safeParse(body);
    const placed = (found: { field: string; message: string }[], fallback?: string): Errors => {
      const next: Errors = { lines: {} };
      for (const { field, message } of found) {
        const line = /^lines\.(\d+)\.(quantity|lineId)$/.exec(field);
        const lineId = line ? sent[Number(line[1])]?.id : undefined;
        if (lineId) next.lines[lineId] = message;
        else if (field === 'reason' || field === 'comment') next[field] = message;
        else next.form ??= message;
      }
      if (found.length === 0) next.form = fallback;
      return next;
    };
    if (!checked.success) {
      return setErrors(
        placed(
          checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        ),
      );
    }
    setErrors({ lines: {} });
    try {
      await request({ id: order._id, token, body: checked.data }).unwrap();
      onRequested();
    } catch (error) {
      setErrors(placed(apiFieldErrors(error), apiErrorMessage(error) ?? REQUEST_FAILED));
    }
  }

  return (
    <Modal title={`Return items from order ${order.orderId}`} onClose={onClose} busy={isLoading}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">How many of each to send back</legend>
          <ul className="mt-2 divide-y divide-stone-100 rounded-md border border-stone-200">
            {lines.map((item) => {
              const id = `${ids}-${item.id}`;
              const error = errors.lines[item.id];
              return (
                <li key={item.id} className="px-3 py-2.5">
                  <div className="flex items-center justify-between gap-3">
                    <label htmlFor={id} className="min-w-0 text-sm">
                      <span className="block font-medium text-stone-900">{item.title}</span>
                      <span className="block text-stone-600">
                        {sizeLabel(item.size)} · {shopColors.labelOf(item.color)}
                      </span>
                      <span className="sr-only">: quantity to return</span>
                    </label>
                    {/* The control fills this narrow box: a count needs no more room; the title keeps the rest. */}
                    <div className="w-20 shrink-0">
                      <select
                        id={id}
                        value={quantities[item.id] ?? 0}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) =>
                          setQuantities({ ...quantities, [item.id]: Number(event.target.value) })
                        }
                        className={inputClass}
                      >
                        {Array.from({ length: (left.get(item.id) ?? 0) + 1 }, (_, n) => n).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <FieldShell label="Reason" error={errors.reason}>
          {({ id, describedBy }) => (
            <select
              id={id}
              value={reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setReason(event.target.value)}
              className={inputClass}
            >
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label="Comment (optional)" error={errors.comment}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={3}
              maxLength={RETURN_LIMITS.comment}
              value={comment}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setComment(event.target.value)}
              className={inputClass}
            />
          )}
        </FieldShell>
        {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
        <DialogActions submitLabel="Send return request" submitting={isLoading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
