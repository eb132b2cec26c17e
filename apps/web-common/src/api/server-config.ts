import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@marketplace/core/deployment/schemas/deployment.response';
import { apiFetch } from './api-client.js';

/**
 * GET /api/config: what the browser may know about this server. It never carries a credential;
 * demo hints come from core's demo constants, shown only while `demoMode` is true.
 */
export type ServerConfig = PublicConfigResponse;

export const serverConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => apiFetch<ServerConfig>('/api/config', { signal }) });

export function useServerConfig() {
  return useQuery(serverConfigQueryOptions());
}

/**
 * Whether demo elements (demo logins, quick access cards, the demo guide, demo hints) may show:
 * only once the server has said demo mode is on. False while the config loads or failed to load,
 * so a production page never flashes a demo button.
 */
export function useDemoMode(): boolean {
  const { data } = useQuery({ ...serverConfigQueryOptions(), select: (config) => config.demoMode === true });
  return data === true;
}
