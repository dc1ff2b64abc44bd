/**
 * A form dialog's closing row: Cancel and the submit button, both held while it saves. On a
 * phone the submit button comes first, where the thumb is.
 */
export function DialogActions({
  submitLabel,
  submitting,
  onCancel,
}: {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        disabled={submitting}
        className="rounded-md border border-stone-300 px-5 py-2.5 font-medium text-stone-800 hover:bg-stone-50"
      >
        Cancel
      </button>
      <button
        type="submit"
        disabled={submitting}
        className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:opacity-60"
      >
        {submitting ? 'Saving…' : submitLabel}
      </button>
    </div>
  );
}
