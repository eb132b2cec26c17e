import type { DealDetailResponse, DealResponse } from '@marketplace/core/deals/schemas/deal.response';

/**
 * A deal as GET /api/deals and GET /api/deals/{id} answer: core's response type, checked against
 * the server's answers. `awaitingVerification` is only in answers to the owning business.
 */
export type Deal = DealResponse;

/** One deal as GET /api/deals/{id} answers it: with the locations where it can be used and today's hours. */
export type DealDetail = DealDetailResponse;
/** A location on a deal page. */
export type DealLocation = DealDetail['locations'][number];
