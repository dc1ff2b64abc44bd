import { zodResolver } from '@hookform/resolvers/zod';
import { forgetPasswordBodySchema } from '@shop/shared/people/auth-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useForgetPasswordMutation } from '../api/forget-password';
import { AuthCard, submitClass, textLinkClass } from '../components/auth-card';
import { type PasswordFormResult, passwordFormResult } from '../password-form-result';

export function ForgetPasswordPage() {
  usePageMeta('Forgot password — Velora');
  const [forgetPassword] = useForgetPasswordMutation();
  const [result, setResult] = useState<PasswordFormResult | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgetPasswordBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    setResult(await passwordFormResult(forgetPassword(body).unwrap()));
  });

  return (
    <AuthCard
      title="Forgot password"
      footer={
        <Link to={paths.login} className={textLinkClass}>
          Back to login
        </Link>
      }
    >
      <p className="mb-4 text-sm text-stone-600">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {result && <FormMessage kind={result.kind}>{result.message}</FormMessage>}
        <button type="submit" disabled={isSubmitting} className={submitClass}>
          {isSubmitting ? 'Sending…' : 'Send Reset Link'}
        </button>
      </form>
    </AuthCard>
  );
}
