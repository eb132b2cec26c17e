/**
 * Asks for outbox emails, once their transaction has committed, to be sent soon (a job each).
 * It never rejects: an email it could not hand over is still sent by the periodic outbox flush.
 */
export interface EmailDispatch {
  dispatch(outboxIds: readonly number[]): Promise<void>;
}
