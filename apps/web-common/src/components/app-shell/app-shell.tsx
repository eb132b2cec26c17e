import { StrictMode, Suspense, startTransition, useState, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.js';
import { serverConfigQueryOptions } from '../../api/server-config.js';
import { currentAccountQueryOptions } from '../../session/api/get-current-account.js';
import { Toaster } from '../toast/toaster.js';
import { AppThemeProvider } from '../theme/theme-provider.js';
import { AppRouter, preloadPages } from './app-router.js';

/**
 * The providers around either web app's routes: one query client, the theme, the router and the
 * toaster. Nothing shows until the first page's chunk is in (the header would otherwise paint
 * alone and the footer jump down under the page).
 */
export function AppShell({ routes, queryClient: given }: { routes: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
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
 * Renders a web app's routes (a `<Routes>` element) into the page's #root. The account, the
 * server's config and the chunk and first queries of the page the address shows start loading first. The first render is a transition: React yields to the
 * browser every few milliseconds instead of holding the main thread for the whole page (on a slow
 * phone, hundreds of milliseconds of blocked input).
 */
export function mountApp(routes: ReactElement<{ children?: ReactNode }>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const queryClient = createQueryClient();
  // What every page asks for first (the header's account, the demo switch), then the page's own.
  void queryClient.prefetchQuery(currentAccountQueryOptions());
  void queryClient.prefetchQuery(serverConfigQueryOptions());
  preloadPages(routes, window.location, queryClient);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppShell routes={routes} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
