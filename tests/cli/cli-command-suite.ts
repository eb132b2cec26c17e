import { livePassPayload, timeStep } from '@marketplace/core/purchases/domain/live-pass';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import type { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { DEMO_DEALS } from '@marketplace/core/demo/domain/demo-catalogue';
import type { NewPurchase } from '@marketplace/core/purchases/domain/purchase';
import type { NewWaitlistEntry } from '@marketplace/core/waitlist/domain/waitlist-entry';
import { waitlistCsvFileName } from '@marketplace/core/waitlist/domain/waitlist-export';
import { createTarget, POSTGRES_URL, runCli, type CliTarget, type RunOptions } from './cli-process.js';
import { cents } from '@marketplace/core/shared/domain/money';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Waitlist rows that break naive CSV writers: commas, quotes, line breaks, unicode, formulas, no feedback. */
const TRICKY_WAITLIST: readonly NewWaitlistEntry[] = [
  { name: 'Ann, the "Baker"', email: 'ann@example.com', phone: '+1 (512) 555-0100', type: 'business', rating: 5, feedback: 'Line one\nLine two, "quoted"', createdAt: new Date('2025-03-01T09:00:00.000Z') },
  { name: 'Zoë Ñandú 🎉', email: 'zoe@example.com', phone: '555-0101', type: 'discounter', rating: 4, feedback: null, createdAt: new Date('2025-03-02T10:30:00.000Z') },
  { name: '=HYPERLINK("http://evil.example","click")', email: 'eve@example.com', phone: '-1', type: 'discounter', rating: 1, feedback: '@SUM(A1:A2)', createdAt: new Date('2025-03-03T08:00:00.000Z') },
  { name: '\tTabbed Name', email: 'tab@example.com', phone: '555 0103', type: 'business', rating: 3, feedback: 'Carriage\rreturn; semi;colon', createdAt: new Date('2025-03-04T12:00:00.000Z') },
  { name: '李雷', email: 'li@example.com', phone: '555-0104', type: 'discounter', rating: 2, feedback: '  spaces kept  ', createdAt: new Date('2025-03-05T23:59:59.999Z') },
];

/** The export of TRICKY_WAITLIST, byte for byte (RFC 4180: CRLF between records, quotes doubled). */
const CSV_HEADER = 'id,name,email,phone,type,rating,feedback,created_at\r\n';
const CSV_ROWS = [
  '1,"Ann, the ""Baker""",ann@example.com,\'+1 (512) 555-0100,business,5,"Line one\nLine two, ""quoted""",2025-03-01T09:00:00.000Z\r\n',
  '2,Zoë Ñandú 🎉,zoe@example.com,555-0101,discounter,4,,2025-03-02T10:30:00.000Z\r\n',
  '3,"\'=HYPERLINK(""http://evil.example"",""click"")",eve@example.com,\'-1,discounter,1,\'@SUM(A1:A2),2025-03-03T08:00:00.000Z\r\n',
  "4,'\tTabbed Name,tab@example.com,555 0103,business,3,\"Carriage\rreturn; semi;colon\",2025-03-04T12:00:00.000Z\r\n",
  '5,李雷,li@example.com,555-0104,discounter,2,  spaces kept  ,2025-03-05T23:59:59.999Z\r\n',
];

/**
 * Canonical Crockford codes (no I, L, O or U): 8-character ones as issued before, and one of 10
 * characters as the code generator makes them now.
 */
const CODES = {
  tenCharacters: 'M4TQ7-K9XWR',
  single: 'K7QM-3XWP',
  multiText: 'HX4R-9TZE',
  multiQr: 'cliQrToken_abcdefghijklmnop',
  multiSecret: 'cliPassSecret_of_the_multi_use_purchase',
  expired: 'EXP1-R3DA',
  refunded: 'RFND-0001',
  pending: 'PEND-0002',
  otherBusiness: 'BEAN-0003',
  race: 'RACE-0004',
} as const;

interface Fixtures {
  single: number;
  multi: number;
}

async function addPurchases(database: MikroOrmDatabase, now: Date): Promise<Fixtures> {
  const { users, deals, purchases } = database.repositories;
  const customer = await users.findByEmail(DEMO_CUSTOMER.email);
  const sunriseDeal = await deals.findById(101);
  const beanDeal = await deals.findById(102);
  if (!customer || !sunriseDeal || !beanDeal) throw new Error('the demo seed is missing');
  let n = 0;
  const purchase = (deal: typeof sunriseDeal, overrides: Partial<NewPurchase>): NewPurchase => {
    n += 1;
    return {
      userId: customer.id,
      dealId: deal.id,
      businessId: deal.businessId,
      stripePaymentId: `ch_cli_${n}`,
      stripePaymentIntentId: `pi_cli_${n}`,
      amountCents: cents(1000),
      priceCents: cents(1000),
      discountPercent: 15,
      redemptions: 1,
      redemptionsUsed: 0,
      status: 'completed',
      qrCode: `cliQrToken_${String(n).padStart(16, '0')}`,
      textCode: `ZZZZ-${String(n).padStart(4, '0')}`,
      passSecret: `cliPassSecret_${n}`,
      redeemed: false,
      redeemedAt: null,
      customPriceCents: null,
      customDiscount: null,
      customRedemptions: null,
      purchaseDate: new Date(now.getTime() - DAY_MS),
      expiryDate: new Date(now.getTime() + 30 * DAY_MS),
      platformFeeCents: cents(250),
      businessShareCents: cents(750),
      createdAt: new Date(now.getTime() - DAY_MS),
      ...overrides,
    };
  };
  const single = await purchases.add(purchase(sunriseDeal, { textCode: CODES.single }));
  const multi = await purchases.add(purchase(sunriseDeal, { textCode: CODES.multiText, qrCode: CODES.multiQr, passSecret: CODES.multiSecret, redemptions: 3, amountCents: cents(2000) }));
  await purchases.add(purchase(sunriseDeal, { textCode: CODES.expired, expiryDate: new Date(now.getTime() - DAY_MS) }));
  await purchases.add(purchase(sunriseDeal, { textCode: CODES.refunded, status: 'refunded' }));
  await purchases.add(purchase(sunriseDeal, { textCode: CODES.pending, status: 'pending', stripePaymentId: null }));
  await purchases.add(purchase(beanDeal, { textCode: CODES.otherBusiness }));
  await purchases.add(purchase(beanDeal, { textCode: CODES.race }));
  await purchases.add(purchase(sunriseDeal, { textCode: CODES.tenCharacters }));
  return { single: single.id, multi: multi.id };
}

function json(run: { stdout: string }): Record<string, unknown> {
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

/**
 * Every command of `marketplace` run as a child process against a fresh database of one engine,
 * in the order an operator would: migrate, seed, look around, redeem, export, load bulk data.
 *
 * The exit codes do not depend on the engine, and an embedded run costs a second per process, so
 * when PostgreSQL is there too the embedded engine runs each command's main path only, and the
 * PostgreSQL run (whose processes are cheap and may run side by side) checks every variant.
 */
export function cliCommandSuite(engine: CliTarget['engine']): void {
  const full = engine === 'postgresql' || POSTGRES_URL === undefined;
  const parallel = engine === 'postgresql';

  describe(`marketplace on the ${engine} engine${full ? '' : ' (main paths; PostgreSQL checks the variants)'}`, { timeout: 120_000 }, () => {
    let target: CliTarget;
    const cli = (args: string[], options: RunOptions = {}) => runCli(args, { ...options, env: { ...target.env, ...options.env } });
    /** Checks that change nothing: side by side on a server; one after the other on the embedded engine, one process's at a time. */
    const cliAll = async (runs: readonly (readonly [string[], RunOptions?])[]) => {
      if (parallel) return Promise.all(runs.map(([args, options]) => cli(args, options)));
      const results = [];
      for (const [args, options] of runs) results.push(await cli(args, options));
      return results;
    };

    beforeAll(async () => {
      target = await createTarget(engine);
    }, 60_000);

    afterAll(async () => {
      await target?.dispose();
    });

    it('db status, db migrate; until then other commands exit 69', async () => {
      const before = await cli(['db', 'status', '--json']);
      expect(before.code).toBe(0);
      expect(json(before)).toMatchObject({ executed: [], upToDate: false });
      expect((json(before)['pending'] as string[]).length).toBeGreaterThanOrEqual(2);

      if (full) {
        const early = await cli(['business', 'list']);
        expect(early.code).toBe(69);
        expect(early.stderr).toMatch(/The database schema is not up to date \(\d+ pending migrations\): run `marketplace db migrate` first\./);
      }

      const migrate = await cli(['db', 'migrate']);
      expect(migrate.code).toBe(0);
      expect(migrate.stdout).toMatch(/^Applied \d+ migrations to (PostgreSQL|the embedded database in .+):\n {2}Migration/);

      if (full) {
        const [again, after] = await cliAll([[['db', 'migrate', '--json']], [['db', 'status']]]);
        expect(json(again!)).toMatchObject({ applied: [] });
        expect(after!.code).toBe(0);
        expect(after!.stdout).toContain('Pending (0):\n  none\nUp to date.');
      }
    });

    it.runIf(full)('admin set-password exits 66 before the admin exists', async () => {
      const run = await cli(['admin', 'set-password', '--password-stdin'], { input: 'long-enough-password\n' });
      expect(run.code).toBe(66);
      expect(run.stderr).toBe('marketplace: There is no admin account yet: seed the database first\n');
    });

    it('seed adds the admin, categories and demo data, then nothing more', async () => {
      const first = await cli(['seed']);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('admin               created (admin@marketplace.example)');
      expect(first.stdout).toContain(`demo deals          ${DEMO_DEALS.length} added`);

      const second = await cli(['seed', '--json']);
      expect(second.code).toBe(0);
      expect(json(second)).toMatchObject({
        migrationsApplied: [],
        seed: { adminCreated: false, adminUpdated: false, categoriesCreated: 0, customersCreated: 0, businessesCreated: 0, dealsCreated: 0 },
        bulk: null,
      });
    });

    it('business list, and business verify publishing the drafts', async () => {
      const unverified = await cli(['business', 'list', '--unverified', '--json']);
      const [waiting, ...others] = JSON.parse(unverified.stdout) as { id: number; name: string; verified: boolean; email: string }[];
      expect(others).toEqual([]);
      expect(waiting).toMatchObject({ name: 'Lotus Flow Yoga', verified: false });
      expect(Object.keys(waiting!)).not.toContain('passwordHash');
      // Every deal of a business seeded unverified is a draft.
      const drafts = DEMO_DEALS.filter((deal) => deal.business === 'lotus').length;

      const verify = await cli(['business', 'verify', String(waiting!.id)]);
      expect(verify.code).toBe(0);
      expect(verify.stdout).toBe(`Business ${waiting!.id} (Lotus Flow Yoga) is verified; ${drafts} draft deal${drafts === 1 ? '' : 's'} published.\n`);
      if (!full) return;

      const [list, twice, missing] = await cliAll([[['business', 'list']], [['business', 'verify', String(waiting!.id), '--json']], [['business', 'verify', '99999']]]);
      expect(list!.code).toBe(0);
      expect(list!.stdout).toMatch(/^ID +NAME +EMAIL +CATEGORY +PLACE +ROLE +VERIFIED +SUBSCRIBED\n1 +Sunrise Bistro +demo@business\.example +Restaurant +Austin, TX +business +yes +no\n/);
      expect(list!.stdout).toMatch(/\n10 +Lotus Flow Yoga .* yes +no\n10 businesses\n$/);
      expect(json(twice!)).toEqual({ id: waiting!.id, name: 'Lotus Flow Yoga', verified: true, publishedDeals: 0 });
      expect(missing!.code).toBe(66);
      expect(missing!.stderr).toBe('marketplace: Business not found\n');
    });

    it('reviews hide: hides a demo review with a reason and shows it again; a short reason 65, an unknown review 66', async () => {
      const hidden = await cli(['reviews', 'hide', '1', '--reason', '  Abusive language  ', '--json']);
      expect(hidden.code, hidden.stderr).toBe(0);
      expect(json(hidden)).toMatchObject({ id: 1, hidden: { reason: 'Abusive language' } });
      const shown = await cli(['reviews', 'hide', '1', '--unhide']);
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toMatch(/^Review 1 of .+ is shown again\.\n$/);
      if (!full) return;

      const [short, missing] = await cliAll([[['reviews', 'hide', '1', '--reason', 'x']], [['reviews', 'hide', '99999', '--reason', 'Abusive']]]);
      expect(short!.code).toBe(65);
      expect(short!.stderr).toBe('marketplace: Reason must be at least 3 characters\n');
      expect(missing!.code).toBe(66);
      expect(missing!.stderr).toBe('marketplace: Review not found\n');
    });

    it('redeem: as the operator or as a business, every refusal with its exit code', async () => {
      const fixtures = await target.withDatabase(async (database) => {
        for (const entry of TRICKY_WAITLIST) await database.repositories.waitlist.add(entry);
        return addPurchases(database, new Date());
      });

      const redeemed = await cli(['redeem', 'k7qm 3xwp']);
      expect(redeemed.code).toBe(0);
      expect(redeemed.stdout).toMatch(/^Redeemed one use of K7QM-3XWP \(purchase 0+\d+\)\.\n {2}deal +#101 Weekend Brunch for Two \(business 1\)\n {2}customer +demo_discounter\n {2}paid +\$10\.00 for 15% off\n/);
      expect(redeemed.stdout).toContain('uses       No uses left (1 of 1 used)\n  status     Redeemed\n');

      // Both lengths, typed as a customer reads them: the older 8-character code above, a 10-character one here.
      const tenCharacters = await cli(['redeem', 'm4tq7 k9xwr', '--business', '1', '--json']);
      expect(tenCharacters.code, tenCharacters.stderr).toBe(0);
      expect(json(tenCharacters)).toMatchObject({ purchase: { textCode: CODES.tenCharacters, redemptionsUsed: 1 }, usesLeft: 0 });

      // A scanned QR is the live pass (DESIGN.md 10.6); the bare token of the fixed QR is refused as a picture.
      const bareToken = await cli(['redeem', CODES.multiQr, '--business', '1']);
      expect(bareToken.code).toBe(76);
      expect(bareToken.stderr).toContain('This code has expired; ask the customer to show the live code');
      const asBusiness = await cli(['redeem', livePassPayload(CODES.multiQr, CODES.multiSecret, timeStep(new Date())), '--business', '1', '--json']);
      expect(asBusiness.code).toBe(0);
      expect(json(asBusiness)).toMatchObject({
        purchase: { id: fixtures.multi, textCode: CODES.multiText, redemptions: 3, redemptionsUsed: 1, redeemed: false, status: 'completed', displayStatus: 'Active', amount: 20, businessId: 1 },
        deal: { id: 101, businessId: 1 },
        customer: 'demo_discounter',
        usesLeft: 2,
      });
      expect(asBusiness.stdout).not.toContain(CODES.multiQr);
      expect(asBusiness.stdout).not.toContain(CODES.multiSecret);
      // A purchase with uses left stays Active, and the till's words say how many: what was paid is every use's price.
      const secondUse = await cli(['redeem', CODES.multiText, '--business', '1']);
      expect(secondUse.code, secondUse.stderr).toBe(0);
      expect(secondUse.stdout).toContain('paid       $20.00 for 15% off\n  uses       1 of 3 uses left\n  status     Active\n');
      if (!full) return;

      const refusals: readonly [string[], number, string][] = [
        [[CODES.single, '--json'], 75, '"code":"purchase.already_redeemed"'],
        [[CODES.expired], 76, 'This deal has expired'],
        [[CODES.refunded], 76, 'refunded'],
        [[CODES.pending], 75, 'has not been paid'],
        [[CODES.otherBusiness, '--business', '1'], 77, "another business's deal"],
        [['ZZZZ-9999'], 66, 'No purchase matches this code'],
        [[CODES.multiText, '--business', '99999'], 66, 'No business with id 99999'],
      ];
      const runs = await cliAll(refusals.map(([args]) => [['redeem', ...args]] as const));
      for (const [index, run] of runs.entries()) {
        const [args, code, message] = refusals[index]!;
        expect(run.code, `redeem ${args.join(' ')}`).toBe(code);
        expect(run.stderr).toContain(message);
        expect(run.stdout).toBe('');
      }

      const log = await target.withDatabase(async ({ repositories }) => ({
        single: (await repositories.redemptions.listByPurchase(fixtures.single)).map((line) => line.toProps()),
        multi: (await repositories.redemptions.listByPurchase(fixtures.multi)).map((line) => line.toProps()),
      }));
      expect(log.single).toMatchObject([{ channel: 'text_code', redeemedBy: { type: 'user', id: 999 } }]);
      expect(log.multi).toMatchObject([
        { channel: 'qr_code', redeemedBy: { type: 'business', id: 1 } },
        { channel: 'text_code', redeemedBy: { type: 'business', id: 1 } },
      ]);
    });

    it.runIf(parallel)('redeem: concurrent processes redeem a single-use code exactly once', async () => {
      const runs = await Promise.all(Array.from({ length: 4 }, () => cli(['redeem', CODES.race, '--business', '2'])));
      expect(runs.map((run) => run.code).sort()).toEqual([0, 75, 75, 75]);
    });

    it('admin set-password from stdin or ADMIN_PASSWORD, hashed with argon2id', async () => {
      const piped = await cli(['admin', 'set-password', '--password-stdin'], { input: 'a new admin password\n' });
      expect(piped.code).toBe(0);
      expect(piped.stdout).toBe('The admin password is set; 0 admin sessions closed.\n');
      if (!full) return;

      const hasher = new Argon2PasswordHasher();
      const adminHash = () => target.withDatabase(async ({ repositories }) => (await repositories.users.findById(999))!.passwordHash);
      const hash = await adminHash();
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await hasher.verify(hash, 'a new admin password')).toBe(true);

      const short = await cli(['admin', 'set-password', '--password-stdin', '--json'], { input: 'short' });
      expect(short.code).toBe(65);
      expect(JSON.parse(short.stderr)).toMatchObject({ error: { code: 'admin.password_length', exitCode: 65 } });

      const fromVariable = await cli(['admin', 'set-password', '--json'], { env: { ADMIN_PASSWORD: 'from-the-variable' } });
      expect(fromVariable.code).toBe(0);
      expect(json(fromVariable)).toEqual({ adminId: 999, passwordChanged: true, sessionsClosed: 0 });
      expect(await hasher.verify(await adminHash(), 'from-the-variable')).toBe(true);
    });

    it('waitlist export: the file is 0600, created or replacing one that others could read', async () => {
      const fresh = join(target.dir, 'fresh-export.csv');
      expect((await cli(['waitlist', 'export', '--out', fresh])).code).toBe(0);
      expect((await stat(fresh)).mode & 0o777).toBe(0o600);

      const replaced = join(target.dir, 'old-export.csv');
      await writeFile(replaced, 'an older export');
      await chmod(replaced, 0o644);
      expect((await cli(['waitlist', 'export', '--out', replaced])).code).toBe(0);
      expect((await stat(replaced)).mode & 0o777).toBe(0o600);
      expect(await readFile(replaced, 'utf8')).toMatch(/^id,name,email/);
    });

    it('waitlist export: byte-exact CSV to stdout or a dated file, filtered, 73 for a bad path', async () => {
      const stdout = await cli(['waitlist', 'export', '--out', '-']);
      expect(stdout.code).toBe(0);
      expect(stdout.stdoutBytes.equals(Buffer.from(CSV_HEADER + CSV_ROWS.join(''), 'utf8'))).toBe(true);
      expect(stdout.stderr).toBe('');

      const today = waitlistCsvFileName(new Date());
      const dated = await cli(['waitlist', 'export'], { cwd: target.dir });
      expect(dated.code).toBe(0);
      expect(dated.stdout).toBe('');
      expect(dated.stderr).toBe(`Exported 5 waitlist entries to ${join(target.dir, today)}\n`);
      expect((await readFile(join(target.dir, today))).equals(stdout.stdoutBytes)).toBe(true);
      if (!full) return;

      const [filtered, since, nowhere] = await cliAll([
        [['waitlist', 'export', '--type', 'discounter', '--since', '2025-03-02', '--out', 'discounters.csv', '--bom', '--json'], { cwd: target.dir }],
        [['waitlist', 'export', '--since', '2025-03-04T14:00:00+02:00', '--out', '-']],
        [['waitlist', 'export', '--out', join(target.dir, 'missing-dir', 'x.csv')]],
      ]);
      expect(filtered!.code).toBe(0);
      expect(json(filtered!)).toEqual({ file: join(target.dir, 'discounters.csv'), rows: 3 });
      const expected = `\uFEFF${CSV_HEADER}${CSV_ROWS[1]}${CSV_ROWS[2]}${CSV_ROWS[4]}`;
      expect((await readFile(join(target.dir, 'discounters.csv'))).equals(Buffer.from(expected, 'utf8'))).toBe(true);
      expect(since!.stdout).toBe(CSV_HEADER + CSV_ROWS[3] + CSV_ROWS[4]);
      expect(nowhere!.code).toBe(73);
      expect(nowhere!.stderr).toMatch(/^marketplace: Cannot create .*missing-dir\/x\.csv: ENOENT/);
    });

    it('seed with counts loads bulk data in batches, with progress on stderr', async () => {
      const bulk = await cli(['seed', '--businesses', '3', '--deals', '40', '--purchases', '25', '--batch-size', '10']);
      expect(bulk.code).toBe(0);
      expect(bulk.stdout).toMatch(/Bulk data \(run \w+\) loaded in [\d.]+ s:\n {2}businesses {2}3\n {2}deals {7}40\n {2}customers {3}\d+\n {2}purchases {3}25 \(\d+ uses redeemed\)/);
      // Not a terminal: a line per tenth of each stage, none redrawn.
      const progress = bulk.stderr.split('\n').filter(Boolean);
      expect(progress).toEqual(expect.arrayContaining(['businesses: 0/3 (0%)', 'businesses: 3/3 (100%)', 'deals: 0/40 (0%)', 'deals: 10/40 (25%)', 'deals: 40/40 (100%)', 'purchases: 25/25 (100%)']));
      expect(bulk.stderr).not.toContain('\r');
      if (!full) return;

      const quiet = await cli(['seed', '--deals', '12', '--json', '--no-progress']);
      expect(quiet.code).toBe(0);
      expect(quiet.stderr).toBe('');
      expect(json(quiet)).toMatchObject({
        seed: { adminCreated: false, dealsCreated: 0 },
        bulk: { businesses: 1, deals: 12, customers: 0, purchases: 0, emailDomain: 'bulk.example', password: 'bulk-password' },
      });
      const businesses = await cli(['business', 'list', '--json']);
      const bulkBusinesses = (JSON.parse(businesses.stdout) as { email: string }[]).filter((b) => b.email.endsWith('@bulk.example'));
      expect(bulkBusinesses).toHaveLength(4);
    });

    it.runIf(full)('exits 70 with the error on stderr when something unexpected breaks', async () => {
      await target.withDatabase(async (database) => {
        // MikroOrmDatabase offers no raw SQL on purpose: the test reaches into its ORM to break
        // the schema behind the CLI's back.
        const { orm } = database as unknown as { orm: { em: { fork(): { execute(sql: string): Promise<unknown> } } } };
        await orm.em.fork().execute('drop table "waitlist"');
      });
      const run = await cli(['waitlist', 'export', '--out', '-']);
      expect(run.code).toBe(70);
      expect(run.stderr).toMatch(/^marketplace: Internal error: .*waitlist/);
    });
  });
}
