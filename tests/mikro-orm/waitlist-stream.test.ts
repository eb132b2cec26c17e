import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../pg-statements.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

describe.skipIf(!onPostgres)('the waitlist export stream on PostgreSQL', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('hands out rows stored with microseconds (SQL, imports) once each, across batch boundaries', async () => {
    // Five instants a JavaScript Date cannot tell apart, two rows at the last one.
    await onServer(
      opened.url ?? '',
      `insert into waitlist (name, email, phone, type, rating, created_at)
       select 'Person ' || i, 'p' || i || '@example.com', '555', 'discounter', 3, timestamptz '2025-05-01 10:00:00.123' + least(i, 5) * interval '1 microsecond'
         from generate_series(1, 6) i`,
    );

    const streamed: string[] = [];
    for await (const batch of opened.database.repositories.waitlist.stream({}, 2)) streamed.push(...batch.map((entry) => entry.toProps().name));

    expect(streamed).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', 'Person 5', 'Person 6']);
  });
});
