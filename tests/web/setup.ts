// Component tests (vitest project "web", jsdom): jest-dom matchers, a clean DOM and storage
// between tests, and the few browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';

// The first render of a file pays for its styles and lazy chunks; on a busy machine that can pass
// Testing Library's 1 s wait and, with a few steps, vitest's 5 s test timeout (seen at 3 s with
// the machine's two cores fully busy).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  // The page's one toast list outlives a test's render: close what a test left open.
  toastStore.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has no modal dialogs: showModal/close toggle `open` and fire "close" as browsers do, and
// Escape cancels the open modal (a "cancel" event, then close unless it is prevented).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.open).pop();
    if (open && open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}
