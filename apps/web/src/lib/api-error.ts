/**
 * Reading the API's error answers. Every 4xx carries `{message}`; a 400 may add the `field` it
 * is about and `errors: [{field, message}]` for each bad field. RTK Query hands these over as
 * `{status, data}`; a network failure has no data at all.
 */
export interface ApiFieldError {
  field: string;
  message: string;
}

function errorData(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** The server's message, or undefined when it sent none (network failure, HTML error page). */
export function apiErrorMessage(error: unknown): string | undefined {
  const message = errorData(error)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Each bad field the server named, so a form can put the message under that field. */
export function apiFieldErrors(error: unknown): ApiFieldError[] {
  const data = errorData(error);
  if (!data) return [];
  const list = Array.isArray(data.errors) ? data.errors : [];
  const fields = list.filter(
    (item): item is ApiFieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ApiFieldError).field === 'string' &&
      typeof (item as ApiFieldError).message === 'string',
  );
  if (fields.length === 0 && typeof data.field === 'string' && typeof data.message === 'string') {
    return [{ field: data.field, message: data.message }];
  }
  return fields;
}

/**
 * Puts each error the server named under its field of a form (react-hook-form's `setError`
 * fits) and says whether any was placed; when none was, the form shows one message instead.
 */
export function placeFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const placed = apiFieldErrors(error).filter((e): e is ApiFieldError & { field: F } =>
    (fields as readonly string[]).includes(e.field),
  );
  for (const { field, message } of placed) setError(field, { message }, { shouldFocus: true });
  return placed.length > 0;
}
