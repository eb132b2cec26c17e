import type { DatabaseLocation } from '@marketplace/adapters-mikro-orm/database-location';

/**
 * What the composition root needs from the configuration; the server's AppConfig and the CLI's
 * CliConfig both provide it.
 */
export interface CompositionConfig {
  database: DatabaseLocation;
  dataDir: string;
  /** MEDIA_S3_URL: deal pictures go to this S3-compatible bucket instead of DATA_DIR/media. */
  mediaS3Url?: string | null | undefined;
  demoMode: boolean;
  /** NODE_ENV=production: stricter admin passwords. */
  production: boolean;
  databasePoolMax?: number;
  /** This process runs job workers and schedules (the server unless JOBS=off; `marketplace worker`). */
  jobs?: boolean;
  databaseReadReplicaUrls?: readonly string[];
  /** The origin users reach the site at, for the links in emails (the server's default is http://localhost:PORT). */
  publicUrl?: string | undefined;
  /** The mail provider; without one (or with smtpUrl null) mail goes to an in-process catcher. */
  mail?: { smtpUrl: string | null; from: string };
  /**
   * SESSION_SECRET; unset outside production, where a secret generated once into DATA_DIR stands in
   * (apps/http/src/session-secret.ts). The unsubscribe links' key is derived from it, so the server
   * and `marketplace worker` sign alike.
   */
  sessionSecret?: string | undefined;
  /**
   * Stripe's keys when card payments go through Stripe. The webhook secrets are the server's (the
   * CLI and the worker make Stripe calls, such as payouts' transfers, but receive no webhooks).
   */
  stripe?: { secretKey: string; webhookSecret?: string | undefined; connectWebhookSecret?: string | undefined; apiUrl: string | undefined } | null;
}
