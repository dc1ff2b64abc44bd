import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, selectToasts, type Toast } from '@/stores/toasts';

/** Long enough to read a sentence; errors stay a little longer. */
const SHOW_MS = { success: 4000, info: 4000, error: 6000 } as const;

const KIND_CLASS = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-stone-200 bg-white text-stone-900',
} as const;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), SHOW_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.kind]);
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${KIND_CLASS[toast.kind]}`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        aria-label="Dismiss"
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        onClick={() => dispatch(dismissToast(toast.id))}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}

/**
 * At the bottom of the screen, where they never cover the nav bar's menus. Announces messages
 * without moving focus: errors through an assertive region, the rest
 * politely. Both regions are always in the page, so screen readers pick up what is added.
 */
export function Toaster() {
  const toasts = useSelector(selectToasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6">
      {/* Plain divs: a list may not take the alert or status role. */}
      <div role="alert" aria-live="assertive" className="flex w-full max-w-sm flex-col gap-2">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
