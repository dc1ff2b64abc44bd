import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { loginFormSchema } from '@shop/shared/people/auth-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FromState } from '@/components/auth/require-auth';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { submitForm } from '@/lib/submit-form';
import { selectUser } from '@/stores/session';
import { clearToasts } from '@/stores/toasts';
import { useLoginMutation } from '../api/login';
import { AuthCard, submitClass, textLinkClass } from '../components/auth-card';

const FIELDS = ['email', 'password'] as const;

/** Where to go after logging in: back to the guarded page that sent the shopper here, else home. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return paths.home;
  if (from.pathname === paths.login) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  usePageMeta('Login — Velora');
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    const outcome = await submitForm(login(body).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: AUTH_MESSAGES.loginFailed,
    });
    if (!outcome.ok) return setFailure(outcome.failure);
    // "You must be logged in!" and the like no longer apply.
    dispatch(clearToasts());
    navigate(returnPath(location.state), { replace: true });
  });

  return (
    <AuthCard
      title="Login"
      footer={
        <>
          Don't have an account?{' '}
          <Link to={paths.register} state={location.state} className={textLinkClass}>
            Register
          </Link>
        </>
      }
    >
      {/* A shopper whose role does not fit a page is sent here logged in (docs/product/screens.md): say so. */}
      {user && (
        <p className="mb-4 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">
          You are logged in as {user.username}. Logging in here switches to another account.
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to={paths.forgetPassword} className={`self-end text-sm ${textLinkClass}`}>
          Forgot password?
        </Link>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <button type="submit" disabled={isSubmitting} className={submitClass}>
          {isSubmitting ? 'Logging in…' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
}
