import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';

/**
 * A dialog with one choice (an order's status, an account's role) and a save button. It closes
 * after a save; a failure is said inside it, in the caller's words.
 */
export function ChooseOneDialog<T extends string>({
  title,
  label,
  options,
  initial,
  submitLabel,
  save,
  failureOf,
  onClose,
}: {
  title: string;
  label: string;
  options: readonly T[];
  initial: T;
  submitLabel: string;
  save: (value: T) => Promise<unknown>;
  failureOf: (error: unknown) => string;
  onClose: () => void;
}) {
  const [value, setValue] = useState<T>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await save(value);
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onClose} busy={busy}>
      <form onSubmit={submit} className="space-y-4">
        <label htmlFor={id} className="flex flex-col gap-1 text-sm text-stone-700">
          {label}
          <select
            id={id}
            value={value}
            onChange={(event) => setValue(event.target.value as T)}
            className="rounded-md border border-stone-300 bg-white px-3 py-2 capitalize"
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <DialogActions submitLabel={submitLabel} submitting={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
