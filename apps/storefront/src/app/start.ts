import { mountApp } from '@marketplace/web-common/components/app-shell/app-shell';
import { storefrontRoutes } from './router.js';
import { registerServiceWorker } from './register-service-worker.js';

/** The storefront's last boot stage (main.tsx): its routes into the page, then the service worker. */
export function start(): void {
  mountApp(storefrontRoutes);
  registerServiceWorker();
}
