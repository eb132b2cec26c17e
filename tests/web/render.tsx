// Renders a component the way the web apps do: theme, a fresh query client with the apps'
// defaults, a memory router at the given path, and the toaster.
import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@marketplace/web-common/api/query-client';
import { serverConfigQueryOptions } from '@marketplace/web-common/api/server-config';
import { AppThemeProvider } from '@marketplace/web-common/components/theme/theme-provider';
import { Toaster } from '@marketplace/web-common/components/toast/toaster';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  readonly path?: string;
  /** A route pattern to mount the element under (so useParams works), e.g. "/deals/:id". */
  readonly route?: string;
  readonly queryClient?: QueryClient;
  /** Fake timers need userEvent to advance them. */
  readonly advanceTimers?: (ms: number) => unknown;
}

export function renderWithApp(element: ReactElement, options: RenderOptions = {}): RenderResult & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createQueryClient();
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const path = options.path ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          {options.route ? (
            <Routes>
              <Route path={options.route} element={element} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
          ) : (
            element
          )}
        </MemoryRouter>
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/**
 * Waits until GET /api/config's answer is in the cache and the renders and effects it causes have
 * run: a check that a demo element is absent is then about the answer, not about a slow load.
 */
export async function serverConfigAnswered(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.getQueryData(serverConfigQueryOptions().queryKey)).toBeDefined());
  await act(async () => {});
}
