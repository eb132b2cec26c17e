import { StrictMode, Suspense, startTransition, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.js';
import { Toaster } from '../toast/toaster.js';
import { AppThemeProvider } from '../theme/theme-provider.js';
import { AppRouter } from './app-router.js';

/**
 * The providers around either web app's routes: one query client, the theme, the router and the
 * toaster. Nothing shows until the first page's chunk is in (the header would otherwise paint
 * alone and the footer jump down under the page).
 */
export function AppShell({ routes }: { routes: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <AppRouter>
          <Suspense fallback={null}>{routes}</Suspense>
        </AppRouter>
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders a web app's routes into the page's #root. The first render is a transition: React yields
 * to the browser every few milliseconds instead of holding the main thread for the whole page (on a
 * slow phone, hundreds of milliseconds of blocked input).
 */
export function mountApp(routes: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppShell routes={routes} />
      </StrictMode>,
    ),
  );
}
