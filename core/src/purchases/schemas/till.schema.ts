import { z } from 'zod';
import { BILL_MESSAGE, MAX_BILL_CENTS, UNDO_REASON_LENGTH } from '../domain/redemption.js';
import { defaultError, idField, payloadObject, requiredString } from '../../shared/validation/messages.js';
export const UNDO_REASON_MESSAGE = `Say why in ${UNDO_REASON_LENGTH.min} to ${UNDO_REASON_LENGTH.max} characters`;

/** A bill total in whole cents: positive, at most {@link MAX_BILL_CENTS}. */
export function billCentsField() {
  return z.number({ error: defaultError }).int(BILL_MESSAGE).positive(BILL_MESSAGE).max(MAX_BILL_CENTS, BILL_MESSAGE);
}

/** POST /api/business/redemptions/:id/undo */
export const undoRedemptionPayloadSchema = payloadObject({
  reason: requiredString({
    label: 'Reason',
    max: UNDO_REASON_LENGTH.max,
    min: { length: UNDO_REASON_LENGTH.min, message: UNDO_REASON_MESSAGE },
  }),
});
export type UndoRedemptionPayloadInput = z.input<typeof undoRedemptionPayloadSchema>;
export type UndoRedemptionPayload = z.output<typeof undoRedemptionPayloadSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_MESSAGE = 'The day must be a date such as 2026-11-25';

/**
 * GET /api/business/redemptions: a day on the business's calendar (today there when absent), a
 * location, a person (a staff member's id, or `owner` for the business's own login), a page.
 */
export const redemptionsQuerySchema = z.object({
  day: z
    .string()
    .regex(DAY, DAY_MESSAGE)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), DAY_MESSAGE)
    .optional(),
  locationId: idField().optional(),
  staffId: z.union([z.literal('owner'), idField()]).optional(),
  page: idField().optional(),
});
export type RedemptionsQuery = z.output<typeof redemptionsQuerySchema>;
