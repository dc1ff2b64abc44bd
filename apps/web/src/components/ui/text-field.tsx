import { type ComponentProps, type ReactNode, useId } from 'react';

export const inputClass =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-stone-900 focus:outline-none aria-invalid:border-red-600';

/** A labelled form control with its error message under it, tied together for screen readers. */
export function FieldShell({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input; takes react-hook-form's `register(...)` props as they are. */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error?: string } & ComponentProps<'input'>) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
      )}
    </FieldShell>
  );
}
