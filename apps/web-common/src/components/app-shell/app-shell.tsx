import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { createQueryClient } from '../../api/query-client.js';
import { Toaster } from '../toast/toaster.js';
import { AppThemeProvider } from '../theme/theme-provider.js';

/** The providers around either web app's router: one query client, the theme and the toaster. */
export function AppShell({ createRouter }: { createRouter: () => ReturnType<typeof createBrowserRouter> }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
