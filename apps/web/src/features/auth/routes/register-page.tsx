import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, PASSWORD_HINT } from '@shop/shared/people/auth';
import { registerBodySchema } from '@shop/shared/people/auth-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { submitForm } from '@/lib/submit-form';
import { selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { useRegisterMutation } from '../api/register';
import { AuthCard, submitClass, textLinkClass } from '../components/auth-card';

// The original shop left the confirm field unchecked; a typo in a new password locks a shopper out, so
// once it is filled in it is compared (an empty one is left alone, as the original shop did). The
// server never sees it.
const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

const FIELDS = ['username', 'email', 'password'] as const;

export function RegisterPage() {
  usePageMeta('Register — Velora');
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [registerAccount] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...body }) => {
    setFailure(null);
    const outcome = await submitForm(registerAccount(body).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: AUTH_MESSAGES.registerFailed,
    });
    if (!outcome.ok) return setFailure(outcome.failure);
    dispatch(showToast(AUTH_MESSAGES.registerSucceeded, 'success'));
    // Keeps where a guard sent the shopper from, so logging in next still returns there.
    navigate(paths.login, { state: location.state });
  });

  // Someone already logged in has nothing to do here.
  if (user) return <Navigate to={paths.home} replace />;

  return (
    <AuthCard
      title="Register"
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} state={location.state} className={textLinkClass}>
            Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
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
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <button type="submit" disabled={isSubmitting} className={submitClass}>
          {isSubmitting ? 'Registering…' : 'Register'}
        </button>
      </form>
    </AuthCard>
  );
}
