/**
 * Registers the storefront's service worker (built into /sw.js by vite.config.ts), which keeps the
 * app shell so a page opened once, like the code to show at the till, loads again offline.
 * Production builds only: the dev server has no /sw.js and must never serve a cached shell.
 * It waits until the page has loaded and the browser is idle, so caching the shell never slows
 * down the first page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Refused (private mode, blocked in tests, no HTTPS): the site works, only not offline.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    const idle = (window as Partial<Pick<Window, 'requestIdleCallback'>>).requestIdleCallback;
    if (typeof idle === 'function') idle.call(window, register, { timeout: 3000 });
    else globalThis.setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
