import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../api/api-client.js';
import type { Account } from '../account.js';

/** GET /api/user: the current account; a 401 means nobody is signed in (null). */
export async function getCurrentAccount({ signal }: { signal?: AbortSignal } = {}): Promise<Account | null> {
  try {
    return await apiFetch<Account>('/api/user', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentAccountQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'current-account'], queryFn: ({ signal }) => getCurrentAccount({ signal }) });

export function useCurrentAccount() {
  return useQuery(currentAccountQueryOptions());
}
