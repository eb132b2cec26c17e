import { useMutation } from '@tanstack/react-query';
import type { CodeCheckResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** What POST /api/business/validate-code and /api/business/redeem answer (core's response type). */
export type CodeCheck = CodeCheckResponse;

/**
 * POST /api/business/validate-code: looks a text code or QR token of the business's own deals up
 * without redeeming it.
 * @throws ApiError 404 for an unknown code or another business's code
 */
export function validateCode({ code, locationId }: { code: string; locationId?: number | undefined }): Promise<CodeCheck> {
  return apiFetch<CodeCheck>('/api/business/validate-code', { method: 'POST', body: { code, locationId } });
}

export function useValidateCode() {
  return useMutation({ mutationFn: validateCode });
}
