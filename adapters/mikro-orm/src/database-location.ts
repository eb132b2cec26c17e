/**
 * Where the marketplace keeps its data, read the same way by the server and the CLI
 * (DESIGN.md sections 5 and 6): `DATABASE_URL` names a PostgreSQL server; without it the embedded
 * engine keeps its files in `DATA_DIR/db`.
 */

/** What a valid `DATABASE_URL` starts with. */
export const POSTGRES_URL_PATTERN = /^postgres(ql)?:\/\//;
/** The configuration error for any other value. */
export const POSTGRES_URL_MESSAGE = 'must be a postgres:// URL';
/** `DATA_DIR` when unset: the embedded database and generated dev secrets live here. */
export const DEFAULT_DATA_DIR = './.data';

/**
 * The `MikroOrmDatabase.open` options for a server (`preparedStatements`: see
 * `prepared-statements.ts`; false behind a pooler that cannot keep them), or for the embedded engine
 * in a directory.
 */
export type DatabaseLocation = { databaseUrl: string; preparedStatements?: boolean | undefined } | { dataDir: string };

/**
 * Turns the validated `DATABASE_URL` (absent or blank: none), `DATABASE_PREPARED_STATEMENTS`
 * (default true) and `DATA_DIR` into the options `MikroOrmDatabase.open` takes.
 */
export function databaseLocation(settings: { databaseUrl?: string | undefined; preparedStatements?: boolean | undefined; dataDir: string }): DatabaseLocation {
  if (!settings.databaseUrl) return { dataDir: `${settings.dataDir}/db` };
  return { databaseUrl: settings.databaseUrl, ...(settings.preparedStatements === false ? { preparedStatements: false } : {}) };
}

/** How messages name it: "PostgreSQL" or "the embedded database in ./.data". */
export function describeDatabaseLocation(location: DatabaseLocation, dataDir: string): string {
  return 'databaseUrl' in location ? 'PostgreSQL' : `the embedded database in ${dataDir}`;
}
