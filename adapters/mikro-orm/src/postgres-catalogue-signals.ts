import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CatalogueSignals } from '@marketplace/core/deals/ports/catalogue-signals.port';

/** The PostgreSQL channel the app instances of one database share. */
export const CATALOGUE_CHANNEL = 'marketplace_catalogue';
const RECONNECT_DELAY_MS = 1_000;

/**
 * Catalogue signals through PostgreSQL's LISTEN/NOTIFY: one connection of its own per instance
 * listens on {@link CATALOGUE_CHANNEL} and sends each announcement as a notification carrying the
 * instance's id (an instance ignores its own). A dropped connection is reopened after a second;
 * announcements made meanwhile are lost, which costs at most the caches' lifetime
 * (CATALOGUE_CACHE_MS), never correctness.
 */
export class PostgresCatalogueSignals implements CatalogueSignals {
  private readonly instanceId = randomUUID();
  private readonly listeners = new Set<() => void>();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Connects and listens; @throws when the database cannot be reached at all. */
  static async open(url: string, onError: (error: unknown) => void): Promise<PostgresCatalogueSignals> {
    const signals = new PostgresCatalogueSignals(url, onError);
    await signals.connect();
    return signals;
  }

  announce(): void {
    const client = this.client;
    if (!client) return;
    client.query('select pg_notify($1, $2)', [CATALOGUE_CHANNEL, this.instanceId]).catch(this.onError);
  }

  subscribe(listener: () => void): void {
    this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'marketplace catalogue signals' });
    client.on('notification', (message) => {
      if (message.channel !== CATALOGUE_CHANNEL || message.payload === this.instanceId) return;
      for (const listener of this.listeners) listener();
    });
    client.on('error', (error) => {
      this.onError(error);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  /** The listening connection ended: listen again on a new one (not for a connection never in use). */
  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      if (this.closed) return;
      this.connect().catch((error: unknown) => {
        this.onError(error);
        this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    this.reconnect.unref();
  }
}
