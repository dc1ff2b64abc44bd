import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { submitForm } from '@/lib/submit-form';
import { showToast } from '@/stores/toasts';

/**
 * Saving a form dialog: a refusal goes under its fields (or into `failure`, said above the
 * buttons); once saved, the server's message shows as a toast and the dialog closes.
 */
export function useSaveAndClose(onClose: () => void) {
  const dispatch = useDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async <F extends string>(
    request: Promise<{ message: string }>,
    options: Parameters<typeof submitForm<{ message: string }, F>>[1],
  ) => {
    setFailure(null);
    const outcome = await submitForm(request, options);
    if (!outcome.ok) {
      if (outcome.failure) setFailure(outcome.failure);
      return;
    }
    dispatch(showToast(outcome.data.message, 'success'));
    onClose();
  };
  return { failure, save };
}
