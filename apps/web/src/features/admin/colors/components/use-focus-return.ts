import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what opened a dialog once the dialog is gone. React removes the <dialog>
 * before its effect's clean-up closes it, so the browser's own return of focus never happens and
 * focus would drop to the page. What had focus is noted before the dialog's effect takes it.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    if (open) return;
    const element = opener.current;
    opener.current = null;
    if (element instanceof HTMLElement && element.isConnected) element.focus();
  }, [open]);
}
