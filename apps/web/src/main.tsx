import './lib/zod-jitless';
import { PAGE_CHUNKS_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from '@shop/shared/client-routes';
import './index.css';

// The entry is only this: the app is a chunk of its own (app/start.tsx). A page the server
// rendered is complete without it, so its code is fetched once the page is on screen and does not
// compete with the page's styles and pictures for a slow connection (docs/decisions/025). Every
// other page needs the app to show anything, and fetches it at once.
const start = () => import('./app/start');

/** Asks for the page's own chunks beside the app's (the server lists them), so neither waits for the other. */
function preloadPageChunks() {
  const listed = document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

if (document.getElementById(SERVER_STATE_ELEMENT_ID)) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    preloadPageChunks();
    void start();
  };
  // Just after the first frame is painted; a tab opened in the background paints no frames,
  // and starts within a second anyway.
  requestAnimationFrame(() => setTimeout(go));
  setTimeout(go, 1000);
} else {
  void start();
}
