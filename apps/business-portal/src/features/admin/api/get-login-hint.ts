import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** The admin account the server tells a demo visitor about; the password only for the demo admin. */
export interface AdminLoginHint {
  email: string;
  password: string | null;
}

interface ServerConfig {
  demoMode: boolean;
  demoAccounts: { admin?: { email: string; password?: string } } | null;
}

/** GET /api/config: the demo admin hint in demo mode, null otherwise (business-side section 2). */
export async function getAdminLoginHint({ signal }: { signal?: AbortSignal } = {}): Promise<AdminLoginHint | null> {
  const config = await apiFetch<ServerConfig>('/api/config', signal ? { signal } : {});
  const admin = config.demoMode ? config.demoAccounts?.admin : undefined;
  return admin ? { email: admin.email, password: admin.password ?? null } : null;
}

export const adminLoginHintQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'login-hint'], queryFn: ({ signal }) => getAdminLoginHint({ signal }) });

export function useAdminLoginHint() {
  return useQuery(adminLoginHintQueryOptions());
}
