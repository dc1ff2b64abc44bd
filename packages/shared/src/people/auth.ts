// Login, registration, sessions and password reset: rules and texts shared by the forms and the
// API. No zod here, so the storefront's first bundle (nav bar, guards) can use the messages
// without pulling in a validator.

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; argon2 never truncates them, but the work per login must stay bounded. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

/** A basic "something@something.tld" pattern, as docs/product/rules.md asks; no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least one of each: lowercase, uppercase, digit and one of !@#$%^&* (docs/product/rules.md). */
export const PASSWORD_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[!@#$%^&*]/] as const;

export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && PASSWORD_CLASSES.every((pattern) => pattern.test(value));
}

/** Shown under a new-password field, so the rule is known before it is broken. */
export const PASSWORD_HINT =
  'At least 8 characters, with an uppercase and a lowercase letter, a number and one of !@#$%^&*.';

/** The shop's texts (docs/product/screens.md), verbatim where the original shop had one. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email.',
  weakPassword:
    'Password must be at least 8 characters, contain one uppercase letter, one lowercase letter, one number, and one special character.',
  longPassword: `Password must be at most ${PASSWORD_MAX} characters.`,
  passwordsDiffer: 'Passwords do not match.',
  loginFailed: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  registerSucceeded: 'Registration successful',
  registerFailed: 'Registration failed. Please try again.',
  emailTaken: 'An account with this email already exists.',
  logoutSucceeded: 'Logout successful',
  logoutFailed: 'Logout failed. Please try again.',
  mustLogIn: 'You must be logged in!',
  notAuthorized: 'You are not authorized to access this page!',
  pleaseLogin: 'Please login first',
  resetLinkSent: 'If an account exists for that email, a password reset link is on its way.',
  passwordReset: 'Your password has been reset. You can now log in.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  somethingWrong: 'Something went wrong',
} as const;
