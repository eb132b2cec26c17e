/**
 * Tells every app instance serving one database that the public catalogue changed (a deal, a
 * business or its listing was written), so each empties its catalogue cache at once instead of
 * serving what it kept until it expires: paying a subscription shows the deals again on every
 * instance, not only on the one that received the payment.
 */
export interface CatalogueSignals {
  /** Signals the change to the other instances (fire and forget: a lost signal costs at most the cache's lifetime). */
  announce(): void;
  /** Calls `listener` for each change another instance announces. */
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}
