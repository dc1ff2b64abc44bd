import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeViolations } from './api-contract';

// The nav's menus and every page are lazy chunks; on a busy two-core CI machine the first
// import of one can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A function fake answered something no server would; the app may have swallowed the throw.
  const [violation] = takeViolations();
  if (violation) throw violation;
});

// jsdom has <dialog> but not its modal API. This stands in for what the app relies on: open
// and close, and Escape raising a cancelable 'cancel' event as browsers do.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1) as HTMLDialogElement | undefined;
    if (!dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
