import { zodResolver } from '@hookform/resolvers/zod';
import { GUEST_ORDER_MESSAGES, orderLookupBodySchema } from '@shop/shared/orders/guest-orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import type { FromState } from '@/components/auth/require-auth';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { submitForm } from '@/lib/submit-form';
import { selectSessionKnown, selectUser } from '@/stores/session';
import { useLookUpOrderMutation } from '../api/track-order-api';
import { SEND_FAILED } from '../use-mailed-link';

/** The fields a refusal from the server can name; its message then shows under that field. */
const FIELDS = ['orderNumber', 'email'] as const;

/** Logging in from here goes on to the shopper's orders. */
const TO_ORDERS: FromState = { from: { pathname: paths.dashboardOrders } };

/**
 * Track your order (the footer's link): a logged-in shopper's orders are in the account, so they
 * go there; a guest gives the order number and email, and the order's email gets the link to it.
 * The answer is the same whether or not they match an order.
 */
export function TrackOrderPage() {
  usePageMeta(
    'Track your order — Velora',
    'Follow your Velora order: log in, or have a link to an order placed without an account emailed to you.',
  );
  const known = useSelector(selectSessionKnown);
  const user = useSelector(selectUser);

  if (!known) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600 sm:px-6">
        Checking your session…
      </p>
    );
  }
  if (user) return <Navigate to={paths.dashboardOrders} replace />;

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl text-stone-900">Track your order</h1>
      <p className="mt-3 text-stone-600">{GUEST_ORDER_MESSAGES.trackHint}</p>
      <TrackOrderForm />
      <p className="mt-8 text-sm text-stone-600">
        Have an account?{' '}
        <Link
          to={paths.login}
          state={TO_ORDERS}
          className="font-medium text-rose-800 underline-offset-2 hover:underline"
        >
          Log in
        </Link>{' '}
        to see all your orders.
      </p>
    </div>
  );
}

function TrackOrderForm() {
  const [lookUp] = useLookUpOrderMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(orderLookupBodySchema),
    defaultValues: { orderNumber: '', email: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    const outcome = await submitForm(lookUp(body).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: SEND_FAILED,
    });
    if (outcome.ok) setResult({ kind: 'success', message: outcome.data.message });
    else if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Track your order" className="mt-8 flex flex-col gap-4">
      <TextField
        label="Order number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={GUEST_ORDER_MESSAGES.orderNumberHint}
        error={errors.orderNumber?.message}
        {...register('orderNumber')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {result && <FormMessage kind={result.kind}>{result.message}</FormMessage>}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-stone-900 px-6 py-3 font-medium text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? 'Sending…' : GUEST_ORDER_MESSAGES.sendTrackLink}
      </button>
    </form>
  );
}
