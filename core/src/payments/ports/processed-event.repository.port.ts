/** Payment provider events already handled, so a repeated webhook delivery is a no-op. */
export interface ProcessedEventRepository {
  /**
   * Records the event id. Atomic: of concurrent calls with one id, exactly one gets true.
   * @returns true when this call recorded it, false when it was recorded before.
   */
  markProcessed(eventId: string, type: string, now: Date): Promise<boolean>;
  isProcessed(eventId: string): Promise<boolean>;
}
