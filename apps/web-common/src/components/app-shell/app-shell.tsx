import { Suspense, useState, type ReactNode } from 'react';
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
