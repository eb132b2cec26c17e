/**
 * The first Intl formatter of a page loads the browser's locale data: on a slow phone a few hundred
 * milliseconds of main thread, inside the first render of the deal cards (prices and dates). A worker
 * started before anything else does that loading on another thread; the data is the process's, so
 * the page's own formatters then start in a few milliseconds. Without workers, nothing changes.
 */
export function warmUpIntl(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
  } catch {
    // A browser that refuses the worker formats on the main thread, as before.
  }
}
