import { mountApp } from '@marketplace/web-common/components/app-shell/app-shell';
import { portalRoutes } from './app/router.js';

mountApp(portalRoutes);
