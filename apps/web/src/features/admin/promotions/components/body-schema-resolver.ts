import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A resolver for a form checked by the shared schema of the body it sends, so the form refuses
 * what the server would: each issue's message goes under the form field its body field is,
 * the first one only.
 */
export function bodySchemaResolver<V extends FieldValues>(
  issuesOf: (values: V) => readonly Issue[],
  fieldOf: (bodyField: PropertyKey | undefined) => keyof V | undefined,
): Resolver<V> {
  return async (values) => {
    const errors: Partial<Record<keyof V, FieldError>> = {};
    for (const issue of issuesOf(values)) {
      const field = fieldOf(issue.path[0]);
      if (field !== undefined && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<V> }
      : { values, errors: {} };
  };
}
