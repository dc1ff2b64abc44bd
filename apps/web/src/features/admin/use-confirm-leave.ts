import { useEffect } from 'react';

export const LEAVE_QUESTION = 'Leave this page? Your changes to this product are not saved.';

/**
 * While `changed`, asks before the page is left: a link inside the shop asks with `question`
 * (the app's router is declarative, ADR 006, so react-router's useBlocker is not available), and a
 * reload, a closed tab or an address typed in gets the browser's own question (beforeunload).
 */
export function useConfirmLeave(changed: boolean, question = LEAVE_QUESTION): void {
  useEffect(() => {
    if (!changed) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    // Capture, so this runs before the router's own click handler and can stop the navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return; // beforeunload asks for those
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [changed, question]);
}
