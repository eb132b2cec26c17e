import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '@marketplace/web-common/components/app-shell/app-shell';
import { createPortalRouter } from './app/router.js';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <AppShell createRouter={createPortalRouter} />
  </StrictMode>,
);
