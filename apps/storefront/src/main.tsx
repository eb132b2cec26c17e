import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '@marketplace/web-common/components/app-shell/app-shell';
import { createStorefrontRouter } from './app/router.js';
import { registerServiceWorker } from './app/register-service-worker.js';
import { warmUpIntl } from './app/warm-up-intl.js';

warmUpIntl();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <AppShell createRouter={createStorefrontRouter} />
  </StrictMode>,
);
registerServiceWorker();
