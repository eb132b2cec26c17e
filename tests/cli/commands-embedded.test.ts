import { cliCommandSuite } from './cli-command-suite.js';

// Every command against a fresh embedded database (PGlite) in a temporary DATA_DIR.
cliCommandSuite('embedded');
