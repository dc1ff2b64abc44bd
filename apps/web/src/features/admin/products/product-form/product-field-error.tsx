/** The id of a field's message, for the field's aria-describedby; `formId` is the form's useId. */
export const fieldErrorId = (formId: string, field: string) => `${formId}-${field}-error`;

/** A field's message under it, or nothing while the field is right. */
export function ProductFieldError({
  formId,
  field,
  message,
}: {
  formId: string;
  field: string;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <span id={fieldErrorId(formId, field)} className="mt-1 block text-xs text-red-700">
      {message}
    </span>
  );
}
