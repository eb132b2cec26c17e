import { mountApp } from '@marketplace/web-common/components/app-shell/app-shell';
import { portalRoutes } from './router.js';

/** The portal's last boot stage (main.tsx): its routes into the page. */
export function start(): void {
  mountApp(portalRoutes);
}
