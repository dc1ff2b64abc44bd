import { zodResolver } from '@hookform/resolvers/zod';
import { KNOWN_CARRIERS } from '@shop/shared/orders/carriers';
import { ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders/orders';
import {
  type Order,
  type OrderStatusBody,
  type OrderStatusChange,
  orderStatusBodySchema,
} from '@shop/shared/orders/orders-schemas';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { submitForm } from '@/lib/submit-form';

/** The fields a refusal from the server can name; its message then shows under that field. */
const FIELDS = ['status', 'carrier', 'trackingNumber'] as const;

/** A status only moves forward: the dialog offers the current one and those after it. */
function statusesFrom(current: string): readonly OrderStatus[] {
  return ORDER_STATUSES.slice(Math.max(0, ORDER_STATUSES.indexOf(current as OrderStatus)));
}

/**
 * An order's status, and when it ships, who carries it and its tracking number (both optional,
 * docs/product/screens.md, Manage orders). On an order already shipped they may be corrected.
 */
export function OrderStatusDialog({
  order,
  save,
  onClose,
}: {
  order: Order;
  save: (change: OrderStatusChange) => Promise<unknown>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderStatusBody, unknown, OrderStatusChange>({
    resolver: zodResolver(orderStatusBodySchema),
    defaultValues: {
      // A cancelled order is never offered for editing (Manage orders hides Edit).
      status: order.status === 'cancelled' ? 'pending' : order.status,
      carrier: order.carrier ?? '',
      trackingNumber: order.trackingNumber ?? '',
    },
    // The shipment fields go with Shipped only: hidden, they are not sent.
    shouldUnregister: true,
  });
  const status = useWatch({ control, name: 'status' });
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const carriersId = `${id}-carriers`;

  const onSubmit = handleSubmit(async (change) => {
    setFailure(null);
    const outcome = await submitForm(save(change), {
      fields: FIELDS,
      setError,
      fallback: ORDER_MESSAGES.statusUpdateFailed,
    });
    if (outcome.ok) onClose();
    else if (outcome.failure) setFailure(outcome.failure);
  });

  return (
    <Modal title={`Update status of ${order.orderId}`} onClose={onClose} busy={isSubmitting}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <label htmlFor={`${id}-status`} className="flex flex-col gap-1 text-sm text-stone-700">
          Status
          <select
            id={`${id}-status`}
            {...register('status')}
            aria-invalid={errors.status ? true : undefined}
            className="rounded-md border border-stone-300 bg-white px-3 py-2 capitalize"
          >
            {statusesFrom(order.status).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {errors.status?.message && <span className="text-sm text-red-700">{errors.status.message}</span>}
        </label>
        {status === 'shipped' && (
          <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
            <legend className="px-1 text-sm font-medium text-stone-800">Shipment (optional)</legend>
            <TextField
              label="Carrier"
              list={carriersId}
              autoComplete="off"
              error={errors.carrier?.message}
              {...register('carrier')}
            />
            <datalist id={carriersId}>
              {KNOWN_CARRIERS.map((carrier) => (
                <option key={carrier.name} value={carrier.name} />
              ))}
            </datalist>
            <TextField
              label="Tracking number"
              autoComplete="off"
              spellCheck={false}
              error={errors.trackingNumber?.message}
              {...register('trackingNumber')}
            />
          </fieldset>
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <DialogActions submitLabel="Update" submitting={isSubmitting} onCancel={onClose} />
      </form>
    </Modal>
  );
}
