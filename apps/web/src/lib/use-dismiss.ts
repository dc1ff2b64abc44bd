import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup (the account menu, a card's size picker) the ways people expect: Escape, which
 * puts focus back on the button that opened it; a press outside it; and focus moving out of it
 * (Tab), so it never covers what now has focus. Listens only while `active`.
 */
export function useDismiss({
  active,
  within,
  opener,
  onDismiss,
}: {
  active: boolean;
  /** The popup, and whatever else counts as inside it (the menu's own button). */
  within: RefObject<HTMLElement | null>;
  opener: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}) {
  useEffect(() => {
    if (!active) return;
    // The opener is left to its own click, which toggles: closing here first would let that
    // click open the popup again.
    const inside = (target: EventTarget | null) =>
      Boolean(within.current?.contains(target as Node) || opener.current?.contains(target as Node));
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return;
      onDismiss();
      // The press moves focus after this event: to what was pressed if that takes focus, else
      // nowhere, and only then is the opener the place for a keyboard user to go on from.
      setTimeout(() => {
        if (document.activeElement === document.body) opener.current?.focus();
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      opener.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [active, within, opener, onDismiss]);
}
