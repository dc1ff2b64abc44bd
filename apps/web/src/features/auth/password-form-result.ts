import { AUTH_MESSAGES } from '@shop/shared/auth';
import { apiErrorMessage } from '../../lib/api-error';

export interface PasswordFormResult {
  kind: 'success' | 'error';
  message: string;
}

/**
 * SPEC.md section 8's rule for both password forms: the server's message, green on success;
 * on failure its message in red, else 'Something went wrong'.
 */
export async function passwordFormResult(request: Promise<{ message: string }>): Promise<PasswordFormResult> {
  try {
    return { kind: 'success', message: (await request).message };
  } catch (error) {
    return { kind: 'error', message: apiErrorMessage(error) ?? AUTH_MESSAGES.somethingWrong };
  }
}
