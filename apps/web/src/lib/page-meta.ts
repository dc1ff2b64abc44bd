import { useEffect } from 'react';

/**
 * Sets the document title (and the meta description when given) for the page on screen.
 * index.html carries the shop's own title for the first paint and for crawlers; a second
 * <title> element (React 19's hoisting) would lose to that first one, so this edits it instead.
 */
export function usePageMeta(title: string | null, description?: string) {
  useEffect(() => {
    if (title === null) return;
    document.title = title;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
