import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, PgBoss } from 'pg-boss';
import {
  EXPIRY_REMINDERS,
  FAVORITE_DEAL_EMAILS,
  FLUSH_OUTBOX,
  PURGE_EXPIRED_RECORDS,
  RUN_PAYOUTS,
  SEND_DUE_GIFTS,
  IMPORT_LINKED_PICTURES,
  SEND_EMAIL,
  WEEKLY_SUMMARIES,
} from '@marketplace/core/jobs/domain/job-queues';
import { CLI_MAIN, createTarget, ENGINES, runCli, type CliTarget } from './cli-process.js';

/** A job of the clean-up queue that failed for good, planted through pg-boss itself. @returns its id. */
async function plantFailedJob(target: CliTarget, error: string): Promise<string> {
  return target.withDatabase(async (database) => {
    const connection = await database.jobQueueConnection();
    const boss =
      'url' in connection
        ? new PgBoss({ connectionString: connection.url, max: 1, supervise: false, schedule: false })
        : new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.createQueue(PURGE_EXPIRED_RECORDS.name, { policy: 'short' });
      const id = await boss.send(PURGE_EXPIRED_RECORDS.name, {}, { retryLimit: 0, singletonKey: randomUUID() });
      const [job] = await boss.fetch(PURGE_EXPIRED_RECORDS.name);
      if (!id || job?.id !== id) throw new Error('the planted job was not fetched');
      await boss.fail(PURGE_EXPIRED_RECORDS.name, id, { message: error });
      return id;
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
  });
}

/** `marketplace worker` as a child process, stopped with `signal` once `until` shows in its output. */
function runWorker(target: CliTarget, signal: NodeJS.Signals, until: RegExp): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [CLI_MAIN, 'worker'], {
    env: { PATH: process.env['PATH'] ?? '', HOME: tmpdir(), ...target.env },
    cwd: tmpdir(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let signalled = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    if (!signalled && until.test(stdout)) {
      signalled = true;
      child.kill(signal);
    }
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout });
    });
  });
}

for (const { engine, enabled } of ENGINES) {
  describe.runIf(enabled)(`marketplace jobs and worker on the ${engine} engine`, { timeout: 120_000 }, () => {
    let target: CliTarget;
    let failedId: string;

    beforeAll(async () => {
      target = await createTarget(engine);
      expect((await runCli(['db', 'migrate'], { env: target.env })).code).toBe(0);
      // The queue exists once a CLI command has started the job queue.
      expect((await runCli(['jobs', 'list'], { env: target.env })).code).toBe(0);
      failedId = await plantFailedJob(target, 'the disk is full');
    }, 120_000);

    afterAll(async () => {
      await target?.dispose();
    });

    it('jobs list shows the queue counts and the failure with its error', async () => {
      const json = await runCli(['jobs', 'list', '--json'], { env: target.env });
      expect(json.code).toBe(0);
      const listed = JSON.parse(json.stdout) as { queues: unknown[]; recentFailures: unknown[] };
      const idle = { created: 0, retry: 0, active: 0, completed: 0, failed: 0 };
      expect(listed.queues).toEqual([
        { queue: PURGE_EXPIRED_RECORDS.name, ...idle, failed: 1 },
        { queue: SEND_EMAIL.name, ...idle },
        { queue: FLUSH_OUTBOX.name, ...idle },
        { queue: EXPIRY_REMINDERS.name, ...idle },
        { queue: WEEKLY_SUMMARIES.name, ...idle },
        { queue: RUN_PAYOUTS.name, ...idle },
        { queue: SEND_DUE_GIFTS.name, ...idle },
        { queue: FAVORITE_DEAL_EMAILS.name, ...idle },
        { queue: IMPORT_LINKED_PICTURES.name, ...idle },
      ]);
      expect(listed.recentFailures).toEqual([{ id: failedId, queue: PURGE_EXPIRED_RECORDS.name, error: 'the disk is full', failedAt: expect.any(String), retries: 0 }]);
      const table = await runCli(['jobs', 'list'], { env: target.env });
      expect(table.code).toBe(0);
      expect(table.stdout).toMatch(/purge-expired-records\s+0\s+0\s+0\s+0\s+1/);
      expect(table.stdout).toContain(failedId);
      expect(table.stdout).toContain('the disk is full');
    });

    it('jobs retry queues a failed job again, refuses one that has not failed (75) and an unknown id (66)', async () => {
      const unknown = await runCli(['jobs', 'retry', randomUUID()], { env: target.env });
      expect(unknown.code).toBe(66);
      expect(unknown.stderr).toContain('No job has the id');
      const retried = await runCli(['jobs', 'retry', failedId, '--json'], { env: target.env });
      expect(retried.code).toBe(0);
      expect(JSON.parse(retried.stdout)).toEqual({ id: failedId, retried: true });
      const listed = JSON.parse((await runCli(['jobs', 'list', '--json'], { env: target.env })).stdout) as { queues: { retry: number; failed: number }[] };
      expect(listed.queues[0]).toMatchObject({ retry: 1, failed: 0 });
      const again = await runCli(['jobs', 'retry', failedId, '--json'], { env: target.env });
      expect(again.code).toBe(75);
      expect(JSON.parse(again.stderr)).toMatchObject({ error: { code: 'job.not_failed' } });
    });

    it('worker runs the retried job, then stops cleanly on SIGTERM and on SIGINT', async () => {
      const ran = await runWorker(target, 'SIGTERM', /expired records deleted/);
      expect(ran.code).toBe(0);
      expect(ran.stdout).toContain('"msg":"worker running"');
      expect(ran.stdout).toContain('"msg":"worker stopped"');
      const listed = JSON.parse((await runCli(['jobs', 'list', '--json'], { env: target.env })).stdout) as { queues: { completed: number; retry: number }[] };
      expect(listed.queues[0]).toMatchObject({ completed: 1, retry: 0 });

      const interrupted = await runWorker(target, 'SIGINT', /worker running/);
      expect(interrupted.code).toBe(0);
      expect(interrupted.stdout).toContain('"signal":"SIGINT"');
    });
  });
}
