// Debian's Chromium as every browser run here starts it: Playwright's e2e and the bench's
// Lighthouse. Without the background-networking flags it keeps trying to reach Google's
// hosts, which this machine's closed network refuses.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
