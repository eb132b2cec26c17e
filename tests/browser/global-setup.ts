import type { FullConfig } from '@playwright/test';
import { startBuiltServer } from './built-server.js';

/**
 * Starts the built server on a fresh embedded database with the demo data (or on the empty
 * PostgreSQL database of BROWSER_DATABASE_URL, which it migrates and seeds); returns its teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:3199';
  const databaseUrl = process.env['BROWSER_DATABASE_URL'];
  const server = await startBuiltServer(new URL(baseURL).port, { DEMO_MODE: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  // Workers start after this and inherit it: unsubscribe.spec.ts signs links with the secret the
  // server generated there (it runs without SESSION_SECRET, as development does).
  process.env['BROWSER_TEST_DATA_DIR'] = server.dataDir;
  return () => server.stop();
}
