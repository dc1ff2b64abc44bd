import { apiErrorMessage, placeFieldErrors } from './api-error';

/** How a form's request ended: its answer, or what to tell the shopper (null: said under fields). */
export type SubmitOutcome<T> = { ok: true; data: T } | { ok: false; failure: string | null };

type SetFieldError<F extends string> = (
  field: F,
  error: { message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Sends a form's request and reads a refusal the one way every form does: each field the server
 * named gets its message under that field (react-hook-form's `setError`), and any other failure
 * becomes one message, the server's own words or else the form's fallback text.
 */
export async function submitForm<T, F extends string = never>(
  request: Promise<T>,
  {
    fields = [],
    setError,
    fallback,
  }: {
    fields?: readonly F[];
    setError?: SetFieldError<F>;
    /** The text when the server said nothing usable, or a reading of the error of the form's own. */
    fallback: string | ((error: unknown) => string);
  },
): Promise<SubmitOutcome<T>> {
  try {
    return { ok: true, data: await request };
  } catch (error) {
    if (setError && placeFieldErrors(error, fields, setError)) return { ok: false, failure: null };
    const failure = typeof fallback === 'function' ? fallback(error) : (apiErrorMessage(error) ?? fallback);
    return { ok: false, failure };
  }
}
