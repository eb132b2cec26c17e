import { useQuery } from '@tanstack/react-query';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { serverConfigQueryOptions, type ServerConfig } from '@marketplace/web-common/api/server-config';

/** The demo admin's public credentials, offered on the admin login in demo mode. */
export interface AdminLoginHint {
  email: string;
  password: string;
}

/**
 * The hint GET /api/config allows (business-side section 2): core's demo admin when the server is
 * in demo mode and its admin is that demo admin; otherwise none. The server never sends a
 * credential, so the hint comes from core's constants, not from the answer.
 */
export function adminLoginHintOf(config: ServerConfig): AdminLoginHint | null {
  return config.demoMode && config.demoAdmin ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null;
}

export function useAdminLoginHint() {
  return useQuery({ ...serverConfigQueryOptions(), select: adminLoginHintOf });
}
