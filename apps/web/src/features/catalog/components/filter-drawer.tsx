import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { raiseToasts } from '@/components/ui/toaster';

/**
 * The filters on a phone: a full-height modal panel, so each choice does not leave the results a
 * screen further down. A native modal <dialog> keeps focus inside and the page behind inert;
 * Escape and the close button leave it, and so does the button that shows the results.
 */
export function FilterDrawer({
  total,
  onClose,
  children,
}: {
  /** How many products the chosen filters match, once known. */
  total: number | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    // Toasts said while it is open show above it.
    raiseToasts();
    return () => dialog.close();
  }, []);

  // Closed by the browser first (Escape does the same), so it hands focus back to the button
  // that opened it before the panel leaves the page; a modal removed while open returns it nowhere.
  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-0 ml-auto hidden h-dvh max-h-none w-full max-w-sm flex-col bg-white p-0 text-stone-900 backdrop:bg-stone-900/40 open:flex lg:hidden"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
        <h2 id={titleId} className="font-serif text-2xl">
          Filters
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close filters"
          className="rounded-full p-2 hover:bg-stone-100"
        >
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5">{children}</div>
      <div className="border-t border-stone-200 p-4">
        <button
          type="button"
          onClick={close}
          className="w-full rounded-md bg-stone-900 px-4 py-3 font-medium text-white transition hover:bg-rose-800"
        >
          {total === null ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
        </button>
      </div>
    </dialog>
  );
}
