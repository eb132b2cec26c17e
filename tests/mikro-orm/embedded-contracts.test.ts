import { describe } from 'vitest';
import { mikroOrmContracts } from './mikro-orm-contract-suite.js';
import { mainTargetIsPostgres } from './test-database.js';

// When the main run targets PostgreSQL, the embedded engine gets its own run, so both engines are
// proven every time; otherwise mikro-orm-contracts.test.ts has covered it already.
describe.runIf(await mainTargetIsPostgres())('embedded engine (PGlite)', () => {
  mikroOrmContracts('embedded');
});
