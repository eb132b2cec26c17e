import { z } from 'zod';
import {
  databaseLocation,
  DEFAULT_DATA_DIR,
  POSTGRES_URL_MESSAGE,
  POSTGRES_URL_PATTERN,
  type DatabaseLocation,
} from '@marketplace/adapters-mikro-orm/database-location';
import { deploymentEnvShape, resolveDeployment } from '@marketplace/core/deployment/domain/deployment-settings';
import { CliError } from './cli-error.js';
import { EXIT } from './exit-codes.js';

/**
 * The server's variables that the CLI reads, with the server's rules and messages: the database's,
 * and core's deployment rules (NODE_ENV, DEMO_MODE, ADMIN_*, SESSION_SECRET, PUBLIC_URL), so a
 * production environment the server refuses is refused here too.
 */
const configSchema = z.object({
  DATABASE_URL: z.string().regex(POSTGRES_URL_PATTERN, POSTGRES_URL_MESSAGE).optional(),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  // The server's rules: payouts (`payouts run`, the worker's job) transfer through Stripe when its key is set.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  ...deploymentEnvShape,
});

export interface CliConfig {
  database: DatabaseLocation;
  dataDir: string;
  demoMode: boolean;
  /** NODE_ENV=production: the admin password set by `admin set-password` must be 12+ characters. */
  production: boolean;
  /**
   * The admin account `marketplace seed` creates or updates, as the server does at start: the
   * configured one, else the demo admin in demo mode; null outside demo mode without both variables.
   */
  admin: { email: string; password: string } | null;
  /** SMTP_URL (null: unset) and MAIL_FROM, for `mail test`. */
  mail: { smtpUrl: string | null; from: string };
  /** PUBLIC_URL, for the links in mail; the server's default (http://localhost:PORT) when unset outside production. */
  publicUrl: string;
  /** SESSION_SECRET (undefined: the one generated into DATA_DIR), for signing links in emails the worker writes. */
  sessionSecret: string | undefined;
  /** ADMIN_PASSWORD exactly as set (never the demo default), for `admin set-password`. */
  adminPasswordVariable: string | undefined;
  /** STRIPE_SECRET_KEY (and STRIPE_API_URL): payouts run through Stripe; null: the demo gateway, or none. */
  stripe: { secretKey: string; apiUrl: string | undefined } | null;
}

/**
 * Reads the server's configuration variables (DATABASE_URL, DATABASE_PREPARED_STATEMENTS, DATA_DIR, NODE_ENV, DEMO_MODE,
 * ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET, PUBLIC_URL, SMTP_URL, MAIL_FROM, STRIPE_SECRET_KEY, STRIPE_API_URL) with the server's rules; blank values
 * count as unset.
 * @throws CliError (exit 78) naming each bad variable.
 */
export function loadCliConfig(env: NodeJS.ProcessEnv): CliConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new CliError(EXIT.config, 'config.invalid', `Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const resolved = resolveDeployment(c);
  if (!resolved.ok) {
    throw new CliError(EXIT.config, 'config.invalid', `Invalid configuration:\n${resolved.problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return {
    database: databaseLocation({ databaseUrl: c.DATABASE_URL, preparedStatements: c.DATABASE_PREPARED_STATEMENTS, dataDir: c.DATA_DIR }),
    dataDir: c.DATA_DIR,
    demoMode: resolved.deployment.demoMode,
    production: resolved.deployment.production,
    admin: resolved.deployment.admin,
    adminPasswordVariable: c.ADMIN_PASSWORD,
    sessionSecret: c.SESSION_SECRET,
    mail: resolved.deployment.mail,
    // The server's own default, so links in mail a worker writes lead where a local server runs.
    publicUrl: resolved.deployment.publicUrl ?? `http://localhost:${env.PORT ?? '3000'}`,
    stripe: c.STRIPE_SECRET_KEY ? { secretKey: c.STRIPE_SECRET_KEY, apiUrl: c.STRIPE_API_URL } : null,
  };
}
