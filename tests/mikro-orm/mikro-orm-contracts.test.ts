import { mikroOrmContracts } from './mikro-orm-contract-suite.js';

// The chosen target: TEST_DATABASE_URL, else a PostgreSQL container, else the embedded engine.
mikroOrmContracts();
