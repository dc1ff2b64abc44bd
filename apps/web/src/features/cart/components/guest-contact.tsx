import { GUEST_ORDER_MESSAGES } from '@shop/shared/orders/guest-orders';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { FromState } from '@/components/auth/require-auth';
import { FieldShell, inputClass } from '@/components/ui/text-field';
import { paths } from '@/config/paths';

const BACK_TO_CHECKOUT: FromState = { from: { pathname: paths.checkout } };

/** A guest's contact: the email the order and its private link go to, and a way to log in instead. */
export function GuestContact({ field, error }: { field: UseFormRegisterReturn<'email'>; error?: string }) {
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm text-stone-600">
        Have an account?{' '}
        <Link
          to={paths.login}
          state={BACK_TO_CHECKOUT}
          className="text-rose-800 underline hover:text-rose-900"
        >
          Log in
        </Link>{' '}
        for your saved addresses and order history.
      </p>
      <FieldShell label="Email" error={error} hint={GUEST_ORDER_MESSAGES.guestEmailHint}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...field}
          />
        )}
      </FieldShell>
    </div>
  );
}
