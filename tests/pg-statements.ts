import pg from 'pg';

/**
 * Runs statements on a PostgreSQL database over a connection of their own (creating and dropping
 * test databases, roles and settings, which a pool or an ORM must not do for the tests).
 */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}
