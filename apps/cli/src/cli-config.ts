import { z } from 'zod';
import {
  databaseLocation,
  DEFAULT_DATA_DIR,
  POSTGRES_URL_MESSAGE,
  POSTGRES_URL_PATTERN,
  type DatabaseLocation,
} from '@marketplace/adapters-mikro-orm/database-location';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@marketplace/core/accounts/application/set-admin-password.use-case';
import { CliError } from './cli-error.js';
import { EXIT } from './exit-codes.js';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** The server's variables that the CLI reads, with the server's rules and messages. */
const configSchema = z.object({
  DATABASE_URL: z.string().regex(POSTGRES_URL_PATTERN, POSTGRES_URL_MESSAGE).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DEMO_MODE: flag.default(true),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(ADMIN_PASSWORD_MIN_LENGTH, `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`).optional(),
});

export interface CliConfig {
  database: DatabaseLocation;
  dataDir: string;
  demoMode: boolean;
  /**
   * The admin account `marketplace seed` creates or updates, as the server does at start: the
   * configured one, else the demo admin in demo mode; null outside demo mode without both variables.
   */
  admin: { email: string; password: string } | null;
  /** ADMIN_PASSWORD exactly as set (never the demo default), for `admin set-password`. */
  adminPasswordVariable: string | undefined;
}

/**
 * Reads the server's configuration variables (DATABASE_URL, DATA_DIR, DEMO_MODE, ADMIN_EMAIL,
 * ADMIN_PASSWORD) with the server's rules; blank values count as unset.
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
  const configured = c.ADMIN_EMAIL && c.ADMIN_PASSWORD ? { email: c.ADMIN_EMAIL, password: c.ADMIN_PASSWORD } : null;
  return {
    database: databaseLocation({ databaseUrl: c.DATABASE_URL, dataDir: c.DATA_DIR }),
    dataDir: c.DATA_DIR,
    demoMode: c.DEMO_MODE,
    admin: c.DEMO_MODE ? { email: c.ADMIN_EMAIL ?? DEMO_ADMIN.email, password: c.ADMIN_PASSWORD ?? DEMO_ADMIN.password } : configured,
    adminPasswordVariable: c.ADMIN_PASSWORD,
  };
}
