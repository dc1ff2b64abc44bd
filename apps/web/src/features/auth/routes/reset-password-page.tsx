import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, PASSWORD_HINT } from '@shop/shared/people/auth';
import { resetPasswordBodySchema } from '@shop/shared/people/auth-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../api/reset-password';
import { AuthCard, buttonLinkClass, submitClass, textLinkClass } from '../components/auth-card';
import { type PasswordFormResult, passwordFormResult } from '../password-form-result';

/** Reached from the emailed link /reset-password?token=...&id=... (docs/product/README.md). */
export function ResetPasswordPage() {
  usePageMeta('Reset password — Velora');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const id = search.get('id') ?? '';
  // Once reset, the form's own "Go to login" is the way on; a second link would only repeat it.
  const [done, setDone] = useState(false);

  return (
    <AuthCard
      title="Reset password"
      footer={
        done ? null : (
          <Link to={paths.login} className={textLinkClass}>
            Back to login
          </Link>
        )
      }
    >
      {token && id ? (
        <CheckedResetForm token={token} id={id} onDone={() => setDone(true)} />
      ) : (
        <InvalidLink />
      )}
    </AuthCard>
  );
}

/**
 * Asks the server whether the link still works before offering the form, so a used or expired
 * link is told at once rather than after the shopper has typed a new password twice.
 */
function CheckedResetForm({ token, id, onDone }: { token: string; id: string; onDone: () => void }) {
  const check = useCheckResetLinkQuery({ token, id });
  if (check.isLoading) {
    return (
      <p role="status" className="text-sm text-stone-700">
        Checking your link…
      </p>
    );
  }
  // Only the server's 400 means the link is bad. If the check itself fails (offline, too many
  // checks, a server error) the form is still offered: the reset answers for the link then.
  if (check.error && 'status' in check.error && check.error.status === 400) return <InvalidLink />;
  return <ResetPasswordForm token={token} id={id} onDone={onDone} />;
}

function InvalidLink() {
  return (
    <div className="flex flex-col gap-4">
      <FormMessage kind="error">{AUTH_MESSAGES.resetLinkInvalid}</FormMessage>
      <Link to={paths.forgetPassword} className={textLinkClass}>
        Ask for a new reset link
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token, id, onDone }: { token: string; id: string; onDone: () => void }) {
  const [resetPassword] = useResetPasswordMutation();
  const [result, setResult] = useState<PasswordFormResult | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    // The whole request body is checked, link values included, so the form and the API agree.
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { id, token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    const outcome = await passwordFormResult(resetPassword(body).unwrap());
    setResult(outcome);
    if (outcome.kind === 'success') onDone();
  });

  if (result?.kind === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage kind="success">{result.message}</FormMessage>
        <Link to={paths.login} className={buttonLinkClass}>
          Go to login
        </Link>
      </div>
    );
  }

  // A bad link (expired, used) is reported on the form, with the way to get a new one.
  const linkProblem = errors.id?.message ?? errors.token?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField
        label="New password"
        hint={PASSWORD_HINT}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {linkProblem && <FormMessage kind="error">{AUTH_MESSAGES.resetLinkInvalid}</FormMessage>}
      {result && <FormMessage kind="error">{result.message}</FormMessage>}
      {result && (
        <Link to={paths.forgetPassword} className={`text-sm ${textLinkClass}`}>
          Ask for a new reset link
        </Link>
      )}
      <button type="submit" disabled={isSubmitting} className={submitClass}>
        {isSubmitting ? 'Saving…' : 'Reset Password'}
      </button>
    </form>
  );
}
