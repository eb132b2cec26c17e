import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Session } from '@marketplace/core/accounts/domain/session';
import type { PurgeReport } from '@marketplace/core/housekeeping/application/purge-expired-records.use-case';
import { startHousekeeping } from '@marketplace/http/housekeeping';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { aDemoPaymentIntent } from '../contracts/mothers/demo-payment.mother.js';
import { aSession } from '../contracts/mothers/session.mother.js';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { startTestServer, type TestServer } from './test-server.js';

const DAY = 24 * 60 * 60 * 1000;
const REPORT: PurgeReport = { sessions: 0, rateLimitWindows: 0, demoPaymentIntents: 0 };

function capture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }) };
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the clean-up timer', () => {
  it('runs soon after start and then every interval, logs a failed run and carries on, and stops', async () => {
    const { lines, logger } = capture();
    let runs = 0;
    const purge = {
      async execute() {
        runs += 1;
        if (runs === 2) throw new Error('database away');
        return { ...REPORT, sessions: runs };
      },
    };
    const housekeeping = startHousekeeping({ purge, logger, firstRunMs: 10, intervalMs: 30 });
    await until(() => runs >= 4);
    await housekeeping.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(stoppedAt);
    expect(lines.filter((line) => line['level'] === 50)).toEqual([expect.objectContaining({ msg: 'deleting expired records failed', err: expect.objectContaining({ message: 'database away' }) })]);
    expect(lines.filter((line) => line['msg'] === 'expired records deleted').length).toBeGreaterThanOrEqual(3);
  });

  it('does not keep the process alive, and waits for a run in progress when stopped', async () => {
    let release!: () => void;
    let finished = false;
    const purge = {
      execute: () =>
        new Promise<PurgeReport>((resolve) => {
          release = () => {
            finished = true;
            resolve(REPORT);
          };
        }),
    };
    const before = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const housekeeping = startHousekeeping({ purge, logger: pino({ level: 'silent' }), firstRunMs: 5, intervalMs: 60_000 });
    // An unref'd timer is not an active resource.
    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length).toBe(before);
    await until(() => release !== undefined);
    const stopping = housekeeping.stop();
    setTimeout(() => release(), 30);
    await stopping;
    expect(finished).toBe(true);
  });
});

describe('the server deletes expired records on its schedule (MikroORM database)', () => {
  let testDb: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    const { database } = testDb;
    const infrastructure: Infrastructure = {
      repositories: database.repositories,
      transactions: database.transactions,
      isReachable: () => database.isReachable(),
      close: async () => undefined,
      describe: `MikroORM (${database.engine})`,
    };
    server = await startTestServer({ infrastructure, housekeeping: { firstRunMs: 50, intervalMs: 100 } });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await testDb?.close();
  });

  it('expired sessions, ended rate-limit windows and abandoned demo intents go; live ones stay', async () => {
    const { sessions, rateLimits, demoPayments } = server.infrastructure.repositories;
    const now = new Date();
    const expiring = (at: Date) => Session.restore({ ...aSession({ type: 'user', id: 1 }).toProps(), expiresAt: at });
    const expired = expiring(new Date(now.getTime() - 1_000));
    const live = expiring(new Date(now.getTime() + DAY));
    await sessions.add(expired);
    await sessions.add(live);
    await rateLimits.hit('housekeeping-test:old', 60_000, new Date(now.getTime() - DAY));
    const abandoned = aDemoPaymentIntent({ createdAt: new Date(now.getTime() - 2 * DAY) });
    const fresh = aDemoPaymentIntent({ createdAt: now });
    await demoPayments.add(abandoned);
    await demoPayments.add(fresh);

    await until(async () => (await sessions.findById(expired.id)) === null && (await demoPayments.findById(abandoned.id)) === null);
    // The rate-limit window went too: counting the old window again starts from one.
    expect((await rateLimits.peek('housekeeping-test:old', 60_000, new Date(now.getTime() - DAY))).count).toBe(0);
    expect(await sessions.findById(live.id)).not.toBeNull();
    expect(await demoPayments.findById(fresh.id)).toEqual(fresh);
  });
});
