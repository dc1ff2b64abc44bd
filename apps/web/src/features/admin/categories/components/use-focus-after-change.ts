import { useEffect, useRef } from 'react';

/**
 * Puts focus back after a list is reordered or shortened: React moves or drops the element that
 * had it, and the browser then drops focus to the page. `change` is what the list is drawn from;
 * once it is new, the first of the wanted ids that is there and enabled gets focus.
 */
export function useFocusAfterChange(change: unknown): (...ids: string[]) => void {
  const wanted = useRef<string[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list is the trigger, not a value read
  useEffect(() => {
    const ids = wanted.current;
    if (!ids) return;
    wanted.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        element.focus();
        return;
      }
    }
  }, [change]);
  return (...ids) => {
    wanted.current = ids;
  };
}
