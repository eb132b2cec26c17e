import { describe } from 'vitest';
import { cliCommandSuite } from './cli-command-suite.js';
import { POSTGRES_URL } from './cli-process.js';

// Every command against a fresh database on the TEST_DATABASE_URL server; skipped without one.
describe.runIf(POSTGRES_URL !== undefined)('PostgreSQL (TEST_DATABASE_URL)', () => {
  cliCommandSuite('postgresql');
});
