import { mountApp } from '@marketplace/web-common/components/app-shell/app-shell';
import { storefrontRoutes } from './app/router.js';
import { registerServiceWorker } from './app/register-service-worker.js';
import { warmUpIntl } from './app/warm-up-intl.js';

warmUpIntl();
mountApp(storefrontRoutes);
registerServiceWorker();
