import { z } from 'zod';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DEMO_MODE: flag.default(true),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
});

export interface AppConfig {
  port: number;
  host: string;
  database: { databaseUrl: string } | { dataDir: string };
  dataDir: string;
  demoMode: boolean;
  admin: { email: string; password: string };
  production: boolean;
  /** Signs the session cookie; generated into DATA_DIR when unset (required in production). */
  sessionSecret: string | undefined;
  logLevel: string;
  /** Behind a load balancer: read the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
}

/** Thrown for a bad configuration value; start-up prints it and stops. */
export class ConfigError extends Error {}

/**
 * Reads the configuration once from the environment. A bad value stops start-up with a message
 * naming the variable; outside demo mode the admin credentials must be given explicitly.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (!c.DEMO_MODE && (!c.ADMIN_EMAIL || !c.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD are required when DEMO_MODE=false');
  }
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET is required when NODE_ENV=production');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    database: c.DATABASE_URL ? { databaseUrl: c.DATABASE_URL } : { dataDir: `${c.DATA_DIR}/db` },
    dataDir: c.DATA_DIR,
    demoMode: c.DEMO_MODE,
    admin: { email: c.ADMIN_EMAIL ?? DEMO_ADMIN.email, password: c.ADMIN_PASSWORD ?? DEMO_ADMIN.password },
    production: c.NODE_ENV === 'production',
    sessionSecret: c.SESSION_SECRET,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
  };
}
