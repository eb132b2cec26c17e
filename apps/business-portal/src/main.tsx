import { mountApp } from '@marketplace/web-common/components/app-shell/app-shell';
import { PortalRoutes } from './app/router.js';

mountApp(<PortalRoutes />);
