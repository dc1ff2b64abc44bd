import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { FieldShell, inputClass } from './text-field';

/** A password input with a show/hide toggle (docs/product/screens.md, reset password). */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <div className="relative">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} pr-11`}
            {...input}
          />
          <button
            type="button"
            // One fixed name with a pressed state, so the control does not rename itself.
            aria-label={`Show ${label.toLowerCase()}`}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-stone-500 hover:text-stone-900"
          >
            {shown ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
