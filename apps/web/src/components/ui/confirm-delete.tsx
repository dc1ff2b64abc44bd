import { type ReactNode, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/stores/toasts';

/**
 * 'Delete this …?' with Cancel and Delete. On success the server's sentence becomes a toast and
 * the dialog closes; a refusal is said inside it.
 */
export function ConfirmDelete({
  title,
  children,
  remove,
  fallback,
  onClose,
}: {
  title: string;
  children: ReactNode;
  /** Deletes; resolves with the server's answer or throws its error. */
  remove: () => Promise<{ message: string }>;
  /** Said when the server gives no sentence of its own. */
  fallback: string;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await remove();
      dispatch(showToast(answer.message, 'success'));
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? fallback);
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onClose} busy={busy}>
      <p className="text-sm text-stone-700">{children}</p>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" onClick={onClose} className="rounded-md border border-stone-300 px-4 py-2">
          Cancel
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 text-white"
        >
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
