import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { raiseToasts } from './toaster';

/**
 * A native modal <dialog>: the browser keeps focus inside and Escape asks it to close. The
 * parent decides whether it is open by rendering it or not, so it closes one way only.
 */
export function Modal({
  title,
  onClose,
  children,
  busy = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** While true, Escape and the backdrop do not close it (a change is being saved). */
  busy?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Focus goes back to what opened the dialog once it closes, while that is still on the page:
  // closed before React takes it out (a layout effect's cleanup), as a browser does itself, and
  // given back by hand where the browser does not (jsdom, a dialog removed with its opener's row).
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    dialog?.showModal();
    // The dialog is now on top of the top layer: a toast said while it is open must be above it.
    raiseToasts();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected && document.activeElement !== opener)
        opener.focus();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a mouse-only extra; Escape closes it from the keyboard
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current && !busy) onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-stone-900/40"
    >
      <div className="p-6">
        <h2 id={titleId} className="font-serif text-xl text-stone-900">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
