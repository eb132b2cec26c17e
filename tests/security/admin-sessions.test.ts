import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import type { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { runCli } from '../cli/cli-process.js';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { adminClient, expectError, newBusiness, newCustomer } from '../http/api-helpers.js';
import { HttpClient, startTestServer, TEST_ADMIN, type TestServer } from '../http/test-server.js';

/**
 * DESIGN.md 10.1 and issue 15 point 7: the admin can read and change everything, so its sessions
 * idle out after 30 minutes and end after 12 hours (other accounts keep 7 days idle, 30 days in
 * all); and a new admin password (the seed at start, or `marketplace admin set-password`) ends
 * every admin session opened with the old one. On the MikroORM database (PostgreSQL with
 * TEST_DATABASE_URL), where the sessions live.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let testDb: TestDatabase;
let server: TestServer | null = null;
const clock = new FixedClock(new Date('2025-06-01T08:00:00.000Z'));

function startOn(database: MikroOrmDatabase, adminPassword = TEST_ADMIN.password): Promise<TestServer> {
  return startTestServer({
    clock,
    // The production hasher: the CLI writes argon2id hashes this server must read.
    hasher: new Argon2PasswordHasher(),
    env: { ADMIN_PASSWORD: adminPassword },
    infrastructure: {
      repositories: database.repositories,
      transactions: database.transactions,
      isReachable: () => database.isReachable(),
      close: async () => undefined,
      describe: `MikroORM (${database.engine})`,
    },
  });
}

/** A restart of the server on the same database (the seed runs again), with this ADMIN_PASSWORD. */
async function restart(adminPassword: string): Promise<TestServer> {
  await server?.stop();
  server = await startOn(await testDb.reopen(), adminPassword);
  return server;
}

/** The same browser, talking to the current server (every test server shares the session secret). */
function sameBrowser(client: HttpClient): HttpClient {
  const copy = new HttpClient(server!.url);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

async function signedIn(client: HttpClient): Promise<boolean> {
  const reply = await sameBrowser(client).get('/api/user');
  if (reply.status !== 200 && reply.status !== 401) throw new Error(`unexpected ${reply.status}`);
  return reply.status === 200;
}

async function logInAdmin(password: string): Promise<HttpClient> {
  const client = server!.client();
  const reply = await client.post('/api/admin/login', { email: TEST_ADMIN.email, password });
  expect(reply.status, reply.text).toBe(200);
  return client;
}

beforeAll(async () => {
  testDb = await openTestDatabase();
  server = await startOn(testDb.database);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await testDb?.close();
}, 30_000);

describe("the admin's sessions", () => {
  it('idle out after 30 minutes without use', async () => {
    const admin = await adminClient(server!);
    clock.advance(29 * MINUTE);
    expect(await signedIn(admin)).toBe(true);
    // Used just now: another 29 minutes are fine, 30 are not.
    clock.advance(29 * MINUTE);
    expect(await signedIn(admin)).toBe(true);
    clock.advance(30 * MINUTE);
    expect(await signedIn(admin)).toBe(false);
  });

  it('end 12 hours after sign-in, however busy', async () => {
    const admin = await adminClient(server!);
    for (let used = 0; used < 12 * HOUR - 20 * MINUTE; used += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect(await signedIn(admin), `after ${used / MINUTE + 20} minutes`).toBe(true);
    }
    clock.advance(20 * MINUTE);
    expect(await signedIn(admin)).toBe(false);
  });

  it("leave other accounts' sessions as they were: 7 days idle, 30 days in all", async () => {
    const { client: customer } = await newCustomer(server!);
    const { client: business } = await newBusiness(server!);
    clock.advance(6 * DAY);
    expect(await signedIn(customer)).toBe(true);
    expect(await signedIn(business)).toBe(true);
    clock.advance(7 * DAY + MINUTE);
    expect(await signedIn(customer)).toBe(false);
    expect(await signedIn(business)).toBe(false);
  });
});

describe('a new admin password ends the admin sessions of the old one', () => {
  it('at start, when ADMIN_PASSWORD changed (the seed): every admin session ends, other accounts stay', async () => {
    const first = await logInAdmin(TEST_ADMIN.password);
    const second = await logInAdmin(TEST_ADMIN.password);
    const { client: customer } = await newCustomer(server!);

    // A restart with the same password keeps the sessions.
    await restart(TEST_ADMIN.password);
    expect(await signedIn(first)).toBe(true);

    await restart('a-brand-new-admin-password');
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(customer)).toBe(true);
    expectError(await server!.client().post('/api/admin/login', TEST_ADMIN), 401);
    expect(await signedIn(await logInAdmin('a-brand-new-admin-password'))).toBe(true);
  });

  it('with `marketplace admin set-password`: every admin session ends', async () => {
    if (testDb.engine !== 'postgresql' || !testDb.url) {
      // The embedded engine is one process's at a time: the CLI cannot run beside the server.
      return;
    }
    const current = await restart(TEST_ADMIN.password);
    const admin = await logInAdmin(TEST_ADMIN.password);
    const run = await runCli(['admin', 'set-password', '--password-stdin', '--json'], {
      env: { DATABASE_URL: testDb.url },
      input: 'set-by-the-operator-123\n',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ passwordChanged: true, sessionsClosed: 1 });
    expect(await signedIn(admin)).toBe(false);
    expectError(await current.client().post('/api/admin/login', TEST_ADMIN), 401);
    expect(await signedIn(await logInAdmin('set-by-the-operator-123'))).toBe(true);
  });
});
