import type { FullConfig } from '@playwright/test';
import { startBuiltServer } from './built-server.js';

/** Starts the built server on a fresh embedded database with the demo data; returns its teardown. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:3199';
  const server = await startBuiltServer(new URL(baseURL).port, { DEMO_MODE: 'true' });
  return () => server.stop();
}
