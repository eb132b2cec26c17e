import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectStateResponse } from '@marketplace/core/connect/schemas/connect.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** The business's payout account (Stripe Connect) in the server's plain words. */
export type ConnectState = ConnectStateResponse;

/** GET /api/business/connect: the state as last stored. */
export function getConnectState({ signal }: { signal?: AbortSignal } = {}): Promise<ConnectState> {
  return apiFetch<ConnectState>('/api/business/connect', signal ? { signal } : {});
}

export const connectStateQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'connect'], queryFn: ({ signal }) => getConnectState({ signal }) });

export function useConnectState() {
  return useQuery(connectStateQueryOptions());
}
