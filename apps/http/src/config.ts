import { z } from 'zod';
import {
  databaseLocation,
  DEFAULT_DATA_DIR,
  POSTGRES_URL_MESSAGE,
  POSTGRES_URL_PATTERN,
  type DatabaseLocation,
} from '@marketplace/adapters-mikro-orm/database-location';
import { parseStripeApiUrl } from '@marketplace/adapters-stripe/stripe-api-url';
import { ADMIN_REQUIRED_PROBLEM, deploymentEnvShape, resolveDeployment } from '@marketplace/core/deployment/domain/deployment-settings';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * A comma-separated list of PostgreSQL URLs (blank entries ignored). A bad entry is named by its
 * position, never echoed: it may hold a password.
 */
const postgresUrlList = z.string().transform((value, ctx) => {
  const urls = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  urls.forEach((url, index) => {
    if (!POSTGRES_URL_PATTERN.test(url) || !URL.canParse(url)) {
      ctx.issues.push({ code: 'custom', input: value, message: `entry ${index + 1} ${POSTGRES_URL_MESSAGE} (comma-separated postgres:// URLs)` });
    }
  });
  return urls;
});

/** MEDIA_S3_URL's refusal: an http(s) URL whose path names the bucket (the value itself is never printed). */
const MEDIA_S3_URL_MESSAGE = 'must be an http(s) URL naming the bucket: https://KEY:SECRET@host/bucket';

const configSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().regex(POSTGRES_URL_PATTERN, POSTGRES_URL_MESSAGE).optional(),
  DATABASE_READ_REPLICA_URLS: postgresUrlList.optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  // NODE_ENV, DEMO_MODE, ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET, PUBLIC_URL, SMTP_URL, MAIL_FROM: the CLI reads them too.
  ...deploymentEnvShape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  CATALOGUE_CACHE_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(60_000).default(1000),
  DATABASE_POOL_MAX: z.coerce.number({ error: 'must be a number' }).int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)').optional(),
  /** The Connect endpoint's own signing secret (account.updated, payout.paid of connected accounts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)').optional(),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off (off: this instance runs no job workers; run `marketplace worker` elsewhere)' }).default('on'),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MEDIA_S3_URL: z
    .url({ protocol: /^https?$/, error: MEDIA_S3_URL_MESSAGE })
    .refine((value) => new URL(value).pathname.split('/').some(Boolean), MEDIA_S3_URL_MESSAGE)
    .optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Shared with the CLI: DATABASE_URL, else the embedded engine in DATA_DIR/db. */
  database: DatabaseLocation;
  dataDir: string;
  /** MEDIA_S3_URL: deal pictures in this S3-compatible bucket; null: DATA_DIR/media. */
  mediaS3Url: string | null;
  /** Demo accounts, logins and payments; off by default in production, where turning it on is refused. */
  demoMode: boolean;
  admin: { email: string; password: string };
  production: boolean;
  /** Signs the session cookie; generated into DATA_DIR when unset (required in production). */
  sessionSecret: string | undefined;
  /** The origin users reach the site at (PUBLIC_URL; required in production, else http://localhost:PORT). */
  publicUrl: string;
  logLevel: string;
  /** Behind a load balancer: read the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** How long a public catalogue answer is reused by this instance (0: not at all). */
  catalogueCacheMs: number;
  /** PostgreSQL connections this instance may hold (per server: the primary, and each read replica). */
  databasePoolMax: number;
  /** Read replicas of the DATABASE_URL server, for the reads that ask for one (empty: none). */
  databaseReadReplicaUrls: string[];
  /** Where mail goes: SMTP_URL and MAIL_FROM (required in production), else the in-process catcher (smtpUrl null). */
  mail: { smtpUrl: string | null; from: string };
  /** This instance runs the job workers and schedules (JOBS=off turns them off). */
  jobs: boolean;
  /** Real card payments; null means the demo payment mode (or none when DEMO_MODE=false). */
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    /** STRIPE_CONNECT_WEBHOOK_SECRET: deliveries signed with either secret are accepted. */
    connectWebhookSecret: string | undefined;
    apiUrl: string | undefined;
  } | null;
}

/** Thrown for a bad configuration value; start-up prints it and stops. */
export class ConfigError extends Error {}

/**
 * Reads the configuration once from the environment. A bad value stops start-up with a message
 * naming the variable; outside demo mode the admin credentials must be given explicitly, and
 * production refuses to start unless it is safe (core's deployment rules, shared with the CLI).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const resolved = resolveDeployment(c);
  if (!resolved.ok) throw new ConfigError(`Invalid configuration:\n${resolved.problems.map((line) => `  ${line}`).join('\n')}`);
  const { deployment } = resolved;
  if (!deployment.admin) throw new ConfigError(`Invalid configuration:\n  ${ADMIN_REQUIRED_PROBLEM}`);
  const stripeKeys = [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three or none',
    );
  }
  if (c.STRIPE_CONNECT_WEBHOOK_SECRET && !c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_CONNECT_WEBHOOK_SECRET needs the Stripe keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)');
  }
  if (c.STRIPE_API_URL) {
    try {
      parseStripeApiUrl(c.STRIPE_API_URL);
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  STRIPE_API_URL: ${(error as Error).message}`);
    }
  }
  if (c.DATABASE_READ_REPLICA_URLS?.length && !c.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_READ_REPLICA_URLS needs DATABASE_URL: replicas copy a PostgreSQL server, not the embedded engine');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    database: databaseLocation({ databaseUrl: c.DATABASE_URL, preparedStatements: c.DATABASE_PREPARED_STATEMENTS, dataDir: c.DATA_DIR }),
    dataDir: c.DATA_DIR,
    mediaS3Url: c.MEDIA_S3_URL ?? null,
    demoMode: deployment.demoMode,
    admin: deployment.admin,
    production: deployment.production,
    sessionSecret: c.SESSION_SECRET,
    publicUrl: deployment.publicUrl ?? `http://localhost:${c.PORT}`,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    catalogueCacheMs: c.CATALOGUE_CACHE_MS,
    databasePoolMax: c.DATABASE_POOL_MAX,
    databaseReadReplicaUrls: c.DATABASE_READ_REPLICA_URLS ?? [],
    mail: deployment.mail,
    jobs: c.JOBS === 'on',
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: c.STRIPE_SECRET_KEY,
            publishableKey: c.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: c.STRIPE_CONNECT_WEBHOOK_SECRET,
            apiUrl: c.STRIPE_API_URL,
          }
        : null,
  };
}
