import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@marketplace/web-common/api/query-client';
import { AppThemeProvider } from '@marketplace/web-common/components/theme/theme-provider';
import { Toaster } from '@marketplace/web-common/components/toast/toaster';
import { createPortalRouter } from './router.js';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createPortalRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
