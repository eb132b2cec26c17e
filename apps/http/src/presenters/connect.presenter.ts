import type { ConnectOverview } from '@marketplace/core/connect/application/connect.use-case';
import type { ConnectStateResponse } from '@marketplace/core/connect/schemas/connect.response';

export function presentConnectState(overview: ConnectOverview): ConnectStateResponse {
  return {
    status: overview.status,
    summary: overview.summary,
    chargesEnabled: overview.chargesEnabled,
    payoutsEnabled: overview.payoutsEnabled,
    detailsSubmitted: overview.detailsSubmitted,
    requirementsDue: [...overview.requirementsDue],
    disabledReason: overview.disabledReason,
    updatedAt: overview.updatedAt?.toISOString() ?? null,
  };
}
