import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '@marketplace/web-common/components/app-shell/app-shell';
import { StorefrontRoutes } from './app/router.js';
import { registerServiceWorker } from './app/register-service-worker.js';
import { warmUpIntl } from './app/warm-up-intl.js';

warmUpIntl();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page (on a slow phone, hundreds of milliseconds of blocked input).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppShell routes={<StorefrontRoutes />} />
    </StrictMode>,
  ),
);
registerServiceWorker();
