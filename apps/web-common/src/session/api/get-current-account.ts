import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../api/api-client.js';
import type { Account } from '../account.js';
import { syncAccountStorage } from '../account-storage.js';

/**
 * GET /api/user: the current account; a 401 means nobody is signed in (null). The answer also
 * decides whose account data this device keeps (account-storage.ts).
 */
export async function getCurrentAccount({ signal }: { signal?: AbortSignal } = {}): Promise<Account | null> {
  let account: Account | null;
  try {
    account = await apiFetch<Account>('/api/user', signal ? { signal } : {});
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    account = null;
  }
  syncAccountStorage(account);
  return account;
}

export const currentAccountQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'current-account'], queryFn: ({ signal }) => getCurrentAccount({ signal }) });

export function useCurrentAccount() {
  return useQuery(currentAccountQueryOptions());
}

/**
 * A sign-in's answer becomes the current account. The device's account data follows at once: the
 * previous account's (a checkout code, a cashier pass) is removed when another account signs in.
 */
export function setSignedInAccount(queryClient: QueryClient, account: Account): void {
  syncAccountStorage(account);
  queryClient.setQueryData(currentAccountQueryOptions().queryKey, account);
}
