import { describe, expect, it } from 'vitest';
import { loadCliConfig } from '@marketplace/cli/cli-config';

describe('the CLI configuration', () => {
  it("reads Stripe's secret key, so payouts run and the worker's transfers go through Stripe", () => {
    expect(loadCliConfig({}).stripe).toBeNull();
    expect(loadCliConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => loadCliConfig({ STRIPE_SECRET_KEY: 'secret' })).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key');
  });

  it('prepares repeated statements on PostgreSQL unless DATABASE_PREPARED_STATEMENTS is false, as the server does', () => {
    const url = 'postgres://app@db:5432/marketplace';
    expect(loadCliConfig({ DATABASE_URL: url }).database).toEqual({ databaseUrl: url });
    expect(loadCliConfig({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'false' }).database).toEqual({ databaseUrl: url, preparedStatements: false });
    expect(loadCliConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).database).toEqual({ dataDir: './.data/db' });
    expect(() => loadCliConfig({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow('DATABASE_PREPARED_STATEMENTS: must be true or false');
  });
});
