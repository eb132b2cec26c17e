import type { CatalogueSignals } from '@marketplace/core/deals/ports/catalogue-signals.port';

/**
 * Catalogue signals between the app instances of one process (the in-memory database and the
 * embedded engine are only ever shared within a process): every announcement reaches every
 * subscriber at once.
 */
export class InProcessCatalogueSignals implements CatalogueSignals {
  private readonly listeners = new Set<() => void>();

  announce(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): void {
    this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
