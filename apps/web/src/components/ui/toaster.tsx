import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
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

/** The shown toaster's way to come back on top; null while none is on the page. */
let lift: (() => void) | null = null;

/**
 * Puts the toasts above whatever the browser's top layer holds now. A modal dialog (Modal) sits
 * in the top layer, above every z-index, and covers what was there before it: each dialog calls
 * this once it is open, so a toast shown while it is open is seen above it.
 */
export function raiseToasts() {
  lift?.();
}

/**
 * Toasts never hide what the shopper is about to press: on a phone at the top, under the nav bar,
 * away from the cart's and checkout's buttons at the foot of the page; from the sm width at the
 * bottom right. Where the browser has popovers the toaster is one, in the top layer, so a
 * toast is seen above an open dialog (raiseToasts); a dialog makes the rest of the page inert,
 * so a toast over it cannot be clicked and goes by its timer. Announces messages without moving
 * focus: errors through an assertive region, the rest politely. Both regions are always in the
 * page, so screen readers pick up what is added.
 */
export function Toaster() {
  const toasts = useSelector(selectToasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  const ref = useRef<HTMLDivElement>(null);
  // Before any dialog's effect runs: a dialog opened on the first render then raises it.
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region || typeof region.showPopover !== 'function') return;
    region.setAttribute('popover', 'manual');
    // A manual popover opens and closes only here.
    let shown = false;
    const hide = () => {
      if (shown) region.hidePopover();
      shown = false;
    };
    const raise = () => {
      // Shown again, it goes to the top of the top layer, above the dialogs opened since.
      hide();
      region.showPopover();
      shown = true;
    };
    raise();
    lift = raise;
    return () => {
      if (lift === raise) lift = null;
      hide();
      region.removeAttribute('popover');
    };
  }, []);
  return (
    <div
      ref={ref}
      // A popover's own styles (centred, bordered, on Canvas) are undone: it stays a clear strip.
      className="pointer-events-none fixed inset-x-0 top-20 bottom-auto z-50 m-0 flex h-auto max-h-none w-auto max-w-none flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-0 px-4 sm:top-auto sm:bottom-4 sm:items-end sm:px-6"
    >
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
