import { CANCELLED_STEP, ORDER_STATUSES, ORDER_STEPS } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { Check, X } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';

/**
 * The four steps of docs/product/screens.md (Order progress): earlier steps done, the current
 * one highlighted, each with the time it was last reached.
 */
export function OrderTracker({ order }: { order: Pick<Order, 'status' | 'statusHistory' | 'createdAt'> }) {
  if (order.status === 'cancelled') return <CancelledStep order={order} />;
  const current = ORDER_STATUSES.indexOf(order.status);
  return (
    <ol className="mt-8 space-y-0" aria-label="Order progress">
      {ORDER_STEPS.map((step, i) => {
        const reached = [...order.statusHistory].reverse().find((entry) => entry.status === step.status);
        const done = i < current;
        const now = i === current;
        return (
          <li
            key={step.status}
            className="relative flex gap-4 pb-8 last:pb-0"
            aria-current={now ? 'step' : undefined}
          >
            {i < ORDER_STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-9 left-[1.0625rem] h-[calc(100%-2.25rem)] w-0.5 ${done ? 'bg-emerald-600' : 'bg-stone-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                done
                  ? 'border-emerald-600 bg-emerald-600 text-white'
                  : now
                    ? 'border-rose-700 bg-rose-50 text-rose-800 ring-4 ring-rose-100'
                    : 'border-stone-300 bg-white text-stone-400'
              }`}
            >
              {done ? <Check className="size-4" /> : i + 1}
            </span>
            <div>
              <p
                className={`font-semibold ${now ? 'text-rose-800' : done ? 'text-stone-900' : 'text-stone-500'}`}
              >
                {step.label}
                {done && <span className="sr-only"> (done)</span>}
                {now && <span className="sr-only"> (current step)</span>}
              </p>
              <p className="text-sm text-stone-600">{step.description}</p>
              {reached && (done || now) && (
                <p className="mt-1 text-xs text-stone-500">{formatDateTime(reached.at)}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A cancelled order leaves the steps: one line says so, with when. */
function CancelledStep({ order }: { order: Pick<Order, 'statusHistory'> }) {
  const at = [...order.statusHistory].reverse().find((entry) => entry.status === 'cancelled')?.at;
  return (
    <div className="mt-8 flex gap-4 rounded-lg border border-stone-300 bg-stone-50 p-4" role="status">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-800 text-white"
      >
        <X className="size-4" />
      </span>
      <div>
        <p className="font-semibold text-stone-900">{CANCELLED_STEP.label}</p>
        <p className="text-sm text-stone-600">{CANCELLED_STEP.description}</p>
        {at && <p className="mt-1 text-xs text-stone-500">{formatDateTime(at)}</p>}
      </div>
    </div>
  );
}
