import { QueryClient } from '@tanstack/react-query';

/** Queries never retry, never refetch on window focus and never go stale (customer-side section 4). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
