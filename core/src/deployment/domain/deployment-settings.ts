import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH } from '../../accounts/application/set-admin-password.use-case.js';
import { DEMO_ADMIN } from '../../demo/domain/demo-accounts.js';

/**
 * The deployment rules the server and the CLI share (DESIGN.md 10.1, "production fails closed"):
 * both read these variables from the same environment, so both refuse the same unsafe production
 * setup with the same words; each app reports the problems its own way.
 */

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const PUBLIC_URL_MESSAGE = 'must be the http(s) origin users reach the site at, such as https://shop.example.com (no path)';

/** An absolute http(s) origin (scheme, host, optional port; no credentials, path, query or fragment), kept without a trailing slash. */
const publicUrl = z
  .url({ protocol: /^https?$/, error: PUBLIC_URL_MESSAGE })
  .regex(/^https?:\/\/[^/?#@\s\\]+\/?$/i, PUBLIC_URL_MESSAGE)
  .transform((value) => value.replace(/\/$/, '').toLowerCase());

/** Used outside production when MAIL_FROM is unset (mail then goes to the in-process catcher anyway). */
export const DEVELOPMENT_MAIL_FROM = 'Discount Marketplace <no-reply@localhost>';

const MAIL_FROM_MESSAGE = 'must be a sender address, such as "Discount Marketplace <no-reply@example.com>" or no-reply@example.com';

/** The variables behind the rules, as zod shapes to merge into each app's own schema. */
export const deploymentEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  /** No default here: it depends on NODE_ENV (see {@link resolveDeployment}). */
  DEMO_MODE: flag.optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(ADMIN_PASSWORD_MIN_LENGTH, `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: publicUrl.optional(),
  /** The mail provider; credentials go in the URL (smtps://user:password@host:465). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.com:465' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, MAIL_FROM_MESSAGE)
    .optional(),
};

export type DeploymentEnv = z.infer<z.ZodObject<typeof deploymentEnvShape>>;

export interface Deployment {
  production: boolean;
  /** Off by default in production, where turning it on is refused; on by default elsewhere (the demo). */
  demoMode: boolean;
  /**
   * The admin account to create or update at start: the configured one, else the public demo admin
   * in demo mode; null when neither (outside demo mode without ADMIN_EMAIL and ADMIN_PASSWORD).
   */
  admin: { email: string; password: string } | null;
  /** PUBLIC_URL as an origin (no trailing slash); undefined when unset (never in production). */
  publicUrl: string | undefined;
  /** Where mail goes: the provider at smtpUrl, or (null, never in production) an in-process catcher. */
  mail: { smtpUrl: string | null; from: string };
}

/**
 * Applies the production rules to parsed variables. @returns the deployment, or every problem
 * found, one line each naming its variable (so an operator fixes them all in one go).
 */
export function resolveDeployment(env: DeploymentEnv): { ok: true; deployment: Deployment } | { ok: false; problems: string[] } {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production) {
    if (env.DEMO_MODE === true) {
      problems.push('DEMO_MODE=true is refused when NODE_ENV=production: demo accounts, logins and payments must never run in production (unset DEMO_MODE)');
    }
    for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM'] as const) {
      if (env[name] === undefined) problems.push(`${name} is required when NODE_ENV=production`);
    }
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH) {
      problems.push(`ADMIN_PASSWORD: must be at least ${PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH} characters when NODE_ENV=production`);
    }
    if (env.ADMIN_PASSWORD === DEMO_ADMIN.password) {
      problems.push('ADMIN_PASSWORD is the public demo admin password: choose your own when NODE_ENV=production');
    }
    if (env.ADMIN_EMAIL !== undefined && env.ADMIN_EMAIL.trim().toLowerCase() === DEMO_ADMIN.email) {
      problems.push('ADMIN_EMAIL is the public demo admin email: use your own when NODE_ENV=production');
    }
  }
  if (problems.length) return { ok: false, problems };
  const demoMode = env.DEMO_MODE ?? !production;
  const configured = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null;
  const admin = demoMode ? { email: env.ADMIN_EMAIL ?? DEMO_ADMIN.email, password: env.ADMIN_PASSWORD ?? DEMO_ADMIN.password } : configured;
  const mail = { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM };
  return { ok: true, deployment: { production, demoMode, admin, publicUrl: env.PUBLIC_URL, mail } };
}

/** Outside demo mode there is no default admin: the server needs both variables to start. */
export const ADMIN_REQUIRED_PROBLEM = 'ADMIN_EMAIL and ADMIN_PASSWORD are required when DEMO_MODE=false';

/** The demo hint may name the public demo admin only when that is who the admin really is. */
export function isPublicDemoAdmin(admin: { email: string; password: string }): boolean {
  return admin.email.trim().toLowerCase() === DEMO_ADMIN.email && admin.password === DEMO_ADMIN.password;
}
