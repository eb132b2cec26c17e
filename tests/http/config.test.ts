import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { ConfigError, loadConfig } from '@marketplace/http/config';

describe('configuration', () => {
  it('defaults to the embedded database in ./.data, port 3000, demo mode and the demo admin', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { dataDir: './.data/db' },
      demoMode: true,
      production: false,
      jobs: true,
    });
    expect(config.admin.email).toBe('admin@marketplace.example');
  });

  it('uses PostgreSQL when DATABASE_URL is set and reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/marketplace',
      DEMO_MODE: 'false',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'a-long-secret-phrase',
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      PUBLIC_URL: 'https://Shop.Example.com/',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
      MAIL_FROM: 'Shop <no-reply@example.com>',
      JOBS: 'off',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { databaseUrl: 'postgres://app@db:5432/marketplace' },
      demoMode: false,
      admin: { email: 'ops@example.com', password: 'a-long-secret-phrase' },
      production: true,
      sessionSecret: 'a-production-secret-of-at-least-32-chars',
      publicUrl: 'https://shop.example.com',
      trustProxy: true,
      jobs: false,
    });
  });

  it('prepares repeated statements on PostgreSQL unless DATABASE_PREPARED_STATEMENTS is false', () => {
    const url = 'postgres://app@db:5432/marketplace';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ databaseUrl: url });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'true' }).database).toEqual({ databaseUrl: url });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'false' }).database).toEqual({ databaseUrl: url, preparedStatements: false });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(ConfigError);
  });

  it('serves http://localhost:PORT as the public URL in development, and reads PUBLIC_URL', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('turns Stripe on when its three keys are set', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
        STRIPE_WEBHOOK_SECRET: 'whsec_789',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({ secretKey: 'sk_test_123', publishableKey: 'pk_test_456', webhookSecret: 'whsec_789', connectWebhookSecret: undefined, apiUrl: 'http://127.0.0.1:12111' });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_456', STRIPE_WEBHOOK_SECRET: 'whsec_789', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' })
        .stripe?.connectWebhookSecret,
    ).toBe('whsec_connect');
  });

  it('reads DATABASE_READ_REPLICA_URLS as a comma-separated list of PostgreSQL URLs', () => {
    const primary = { DATABASE_URL: 'postgres://app@db:5432/marketplace' };
    expect(loadConfig(primary).databaseReadReplicaUrls).toEqual([]);
    expect(
      loadConfig({ ...primary, DATABASE_READ_REPLICA_URLS: ' postgres://app@replica-1/marketplace, postgresql://app:pw@replica-2:6432/marketplace,' })
        .databaseReadReplicaUrls,
    ).toEqual(['postgres://app@replica-1/marketplace', 'postgresql://app:pw@replica-2:6432/marketplace']);
  });

  it('names a bad replica URL by its position without printing it (it may hold a password)', () => {
    const env = { DATABASE_URL: 'postgres://app@db/marketplace', DATABASE_READ_REPLICA_URLS: 'postgres://app@r1/m,mysql://app:hunter2@r2/m' };
    expect(() => loadConfig(env)).toThrow('DATABASE_READ_REPLICA_URLS: entry 2 must be a postgres:// URL (comma-separated postgres:// URLs)');
    expect(() => loadConfig(env)).not.toThrow(/hunter2/);
  });

  it('stores deal pictures in DATA_DIR/media unless MEDIA_S3_URL names a bucket', () => {
    expect(loadConfig({}).mediaS3Url).toBeNull();
    expect(loadConfig({ MEDIA_S3_URL: 'https://KEY:SECRET@s3.example.com/pictures?region=eu-west-1' }).mediaS3Url).toBe('https://KEY:SECRET@s3.example.com/pictures?region=eu-west-1');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ port: 3000, database: { dataDir: './.data/db' } });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// URL'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE: must be true or false'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL: must be an email address'],
    [{ DEMO_MODE: 'false' }, 'ADMIN_EMAIL and ADMIN_PASSWORD are required when DEMO_MODE=false'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required when NODE_ENV=production'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: must be development, production or test'],
    [{ PUBLIC_URL: 'shop.example.com' }, 'PUBLIC_URL: must be the http(s) origin'],
    [{ PUBLIC_URL: 'ftp://shop.example.com' }, 'PUBLIC_URL: must be the http(s) origin'],
    [{ PUBLIC_URL: 'https://shop.example.com/app' }, 'PUBLIC_URL: must be the http(s) origin'],
    [{ PUBLIC_URL: 'https://user:pw@shop.example.com' }, 'PUBLIC_URL: must be the http(s) origin'],
    [{ PUBLIC_URL: 'https://shop.example.com/?x=1' }, 'PUBLIC_URL: must be the http(s) origin'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ JOBS: 'false' }, 'JOBS: must be on or off'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together'],
    [{ STRIPE_SECRET_KEY: 'secret' }, 'STRIPE_SECRET_KEY: must be a Stripe secret key'],
    [{ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' }, 'STRIPE_CONNECT_WEBHOOK_SECRET needs the Stripe keys'],
    [{ STRIPE_CONNECT_WEBHOOK_SECRET: 'connect' }, 'STRIPE_CONNECT_WEBHOOK_SECRET: must be a webhook signing secret'],
    [{ STRIPE_API_URL: 'ftp://x' }, 'STRIPE_API_URL: must be an http(s) URL'],
    [{ MEDIA_S3_URL: 'https://KEY:SECRET@s3.example.com/' }, 'MEDIA_S3_URL: must be an http(s) URL naming the bucket'],
    [{ MEDIA_S3_URL: 's3://pictures' }, 'MEDIA_S3_URL: must be an http(s) URL naming the bucket'],
    [{ STRIPE_API_URL: 'http://localhost:12111/some/path' }, 'STRIPE_API_URL'],
    [{ DATABASE_URL: 'postgres://db/m', DATABASE_READ_REPLICA_URLS: 'postgres://bad host/m' }, 'DATABASE_READ_REPLICA_URLS: entry 1 must be a postgres:// URL'],
    [{ DATABASE_READ_REPLICA_URLS: 'postgres://replica/m' }, 'DATABASE_READ_REPLICA_URLS needs DATABASE_URL'],
  ])('stops with a clear message for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** A complete, safe production environment; each test below breaks one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'ops@shop.example.com',
  ADMIN_PASSWORD: 'correct horse battery',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtps://apikey:secret@smtp.example.com:465',
  MAIL_FROM: 'Shop <no-reply@shop.example.com>',
};

describe('configuration in production (NODE_ENV=production fails closed)', () => {
  it('starts with every required variable, demo mode off by default', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, demoMode: false, publicUrl: 'https://shop.example.com', admin: { email: 'ops@shop.example.com' } });
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('sends mail to the in-process catcher outside production when SMTP_URL is unset', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'Discount Marketplace <no-reply@localhost>' });
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).mail.smtpUrl).toBe('smtp://localhost:2525');
  });

  it.each([
    [{ SMTP_URL: 'https://smtp.example.com' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM: must be a sender address'],
    [{ MAIL_FROM: 'Shop <no-reply@example.com>\r\nBcc: x@example.com' }, 'MAIL_FROM: must be a sender address'],
  ])('refuses a bad mail setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the demo the default outside production', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoMode).toBe(true);
  });

  it.each(['true', '1'])('refuses DEMO_MODE=%s, naming NODE_ENV and DEMO_MODE', (value) => {
    const env = { ...PRODUCTION, DEMO_MODE: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/DEMO_MODE=true is refused when NODE_ENV=production/);
  });

  it('names every missing variable at once', () => {
    const error = captureError(() => loadConfig({ NODE_ENV: 'production' }));
    for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM']) {
      expect(error.message).toContain(`${name} is required when NODE_ENV=production`);
    }
  });

  it.each(['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM'] as const)('refuses to start without %s, naming it alone', (name) => {
    const env: Record<string, string> = { ...PRODUCTION };
    delete env[name];
    const error = captureError(() => loadConfig(env));
    expect(error.message).toBe(`Invalid configuration:\n  ${name} is required when NODE_ENV=production`);
  });

  it('sends mail through SMTP_URL from MAIL_FROM', () => {
    expect(loadConfig(PRODUCTION).mail).toEqual({ smtpUrl: 'smtps://apikey:secret@smtp.example.com:465', from: 'Shop <no-reply@shop.example.com>' });
  });

  it('wants an admin password of 12 characters or more', () => {
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'eleven-char' })).toThrow('ADMIN_PASSWORD: must be at least 12 characters when NODE_ENV=production');
    expect(loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'twelve-chars' }).admin.password).toBe('twelve-chars');
    // Outside production 8 characters stay enough.
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.io', ADMIN_PASSWORD: 'eight-ch' }).admin.password).toBe('eight-ch');
  });

  it('refuses the public demo admin password and email', () => {
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: DEMO_ADMIN.password })).toThrow('ADMIN_PASSWORD is the public demo admin password');
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_EMAIL: DEMO_ADMIN.email.toUpperCase() })).toThrow('ADMIN_EMAIL is the public demo admin email');
  });
});

function captureError(work: () => unknown): Error {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as Error;
  }
  throw new Error('expected a ConfigError');
}
