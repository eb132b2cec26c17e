import type { DealResponse } from '@marketplace/core/deals/schemas/deal.response';

/**
 * A deal as GET /api/deals and GET /api/deals/{id} answer: core's response type, checked against
 * the server's answers. `awaitingVerification` is only in answers to the owning business.
 */
export type Deal = DealResponse;
