import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Brings the top of a list of results into view after the shopper moves to another page of
 * it or changes what it shows. Without it, a page change at the bottom of a long grid leaves
 * the shopper looking at the footer. It scrolls only after the address has changed, so the
 * history entry being left keeps the position the shopper had: Back returns there. Changes the
 * shopper did not make (Back itself, a corrected address) do not scroll.
 */
export function useResultsTop<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  scrollOnNextChange: () => void;
} {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  const { key } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new key) is the trigger
  useEffect(() => {
    const asked = pending.current;
    pending.current = false;
    if (!asked || navigationType === 'POP') return;
    const element = ref.current;
    if (!element) return;
    // Already in view (a filter chosen at the top of the page): leave the page where it is.
    const { top } = element.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (top < header || top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' });
  }, [key]);

  const scrollOnNextChange = useCallback(() => {
    pending.current = true;
  }, []);

  return { ref, scrollOnNextChange };
}
