import type { CatalogueSignals } from '@marketplace/core/deals/ports/catalogue-signals.port';

/**
 * Opens the catalogue channel on first use (the app's first subscription), so a container that
 * serves no HTTP (the CLI) never connects. Announcements made while it opens are sent once it is
 * open; a channel that cannot be opened is reported and the caches then expire on their own.
 */
export class LazyCatalogueSignals implements CatalogueSignals {
  private opened: Promise<CatalogueSignals | null> | null = null;

  constructor(
    private readonly open: () => Promise<CatalogueSignals>,
    private readonly onError: (error: unknown) => void,
  ) {}

  announce(): void {
    void this.channel().then((signals) => signals?.announce());
  }

  subscribe(listener: () => void): void {
    void this.channel().then((signals) => signals?.subscribe(listener));
  }

  async close(): Promise<void> {
    const signals = await this.opened;
    await signals?.close();
  }

  private channel(): Promise<CatalogueSignals | null> {
    this.opened ??= this.open().catch((error: unknown) => {
      this.onError(error);
      return null;
    });
    return this.opened;
  }
}
