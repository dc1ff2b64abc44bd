import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { submitForm } from '@/lib/submit-form';

export interface PasswordFormResult {
  kind: 'success' | 'error';
  message: string;
}

/**
 * docs/product/screens.md's rule for both password forms: the server's message, green on success;
 * on failure its message in red, else 'Something went wrong'.
 */
export async function passwordFormResult(request: Promise<{ message: string }>): Promise<PasswordFormResult> {
  const outcome = await submitForm(request, { fallback: AUTH_MESSAGES.somethingWrong });
  return outcome.ok
    ? { kind: 'success', message: outcome.data.message }
    : { kind: 'error', message: outcome.failure ?? AUTH_MESSAGES.somethingWrong };
}
