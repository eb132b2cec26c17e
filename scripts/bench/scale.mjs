// `npm run bench -- --scale`: do the calls stay flat as the data grows? One PostgreSQL database
// (BENCH_DATABASE_NAME, default marketplace_scale, dropped and recreated) is seeded in SQL
// (generate_series, insert ... select: minutes, not hours) with 100,000 deals of 1,000 businesses,
// 100,000 waitlist entries, and grown to 10,000, 100,000 and 1,000,000 purchases (with their codes,
// redemption lines and ledger rows; one customer per 20 purchases). After each step: VACUUM
// ANALYZE, the HTTP server (catalogue cache off), sign-ins through the API, and each call measured
// with autocannon: the public deal list (page 1 and a deep page), a deal's detail, the purchases
// of a customer who holds 500, the stats and the Redemptions list of a business with a tenth of all
// sales (100,000 at 1M), the admin's platform figures; then the waitlist CSV export (100,000 rows)
// through the server and through the CLI, timed, with the peak memory of whichever process serves
// it. Prints a table and writes bench-results/scale.json.
//
// Environment: BENCH_DATABASE_URL (server URL, default the TEST_DATABASE_URL server or
// 127.0.0.1:5432), BENCH_DATABASE_NAME, SCALE_SIZES (default 10000,100000,1000000), SCALE_DURATION
// (seconds per call, default 4), SCALE_CONNECTIONS (default 10), SCALE_PORT (the server's, default
// 4401: apart from the main bench's ports, so both can run at once).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const SIZES = (process.env.SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const DURATION = Number(process.env.SCALE_DURATION ?? 4);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 10);
const PORT = Number(process.env.SCALE_PORT ?? 4401);
const DEALS = 100_000;
const BUSINESSES = 1_000;
const DEALS_PER_BUSINESS = DEALS / BUSINESSES;
const WAITLIST = 100_000;
const PURCHASES_PER_CUSTOMER = 20;
/** The demo customer holds one purchase in 20 of the first 10,000: 500 at every size. */
const CUSTOMER_PURCHASES = 500;
/** Every tenth purchase is one of the demo business's deals: 100,000 sales at 1M. */
const BIG_BUSINESS_SHARE = 10;
const DEEP_PAGE = 2_000;
/** The CLI's export runs with V8's heap capped at this: a list held in memory would not fit. */
const CLI_HEAP_MB = 96;

const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'marketplace_scale';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_NAME)) throw new Error(`BENCH_DATABASE_NAME must be a plain lower-case identifier, not ${DATABASE_NAME}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${DATABASE_NAME}` }).toString();
const base = `http://127.0.0.1:${PORT}`;

const DEMO = {
  customer: { path: '/api/login', email: 'demo@discounter.example', password: 'demo-discounter' },
  business: { path: '/api/business/login', email: 'demo@business.example', password: 'demo-business' },
  admin: { path: '/api/admin/login', email: 'admin@marketplace.example', password: 'admin-demo-password' },
};
const SERVER_ENV = { LOG_LEVEL: 'warn', DEMO_MODE: 'true', NODE_ENV: 'development', TRUST_PROXY: 'true', CATALOGUE_CACHE_MS: '0', JOBS: 'off' };

const log = (message) => process.stderr.write(`${message}\n`);
const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
}

// --- seeding in SQL -----------------------------------------------------------------------------
// The demo seed (`marketplace seed`, demo mode) makes the three accounts the bench signs in as:
// the demo customer (who gets the 500 purchases), the demo business (a tenth of all sales) and
// the admin. Everything else is inserted here, every column the app reads filled. The helper
// tables scale_deal and scale_customer map a generated number to an id so purchases can be made
// by hash joins.

const BASE_SQL = [
  `create table scale_deal (k int primary key, deal_id int not null, business_id int not null, price_cents int not null, discount_percent int not null)`,
  `create table scale_customer (n int primary key, user_id int not null)`,
  `update businesses set verified = true, verified_at = now() - interval '400 days', listed_until = now() + interval '10 years' where email = 'demo@business.example'`,
  `insert into businesses (name, email, password_hash, category, description, address, city, state, zip, phone_number, role, verified, verified_at, trial_ends_at, listed_until, time_zone, created_at)
   select 'Scale Business ' || i, 'scale-business-' || i || '@scale.example', t.password_hash,
          c.names[1 + i % array_length(c.names, 1)], 'A business of the scale bench, number ' || i,
          (100 + i) || ' Congress Ave', (array['Austin','Denver','Portland','Chicago','Boston','Seattle'])[1 + i % 6], (array['TX','CO','OR','IL','MA','WA'])[1 + i % 6],
          (array['78701','80202','97201','60601','02108','98101'])[1 + i % 6], '(512) 555-' || lpad((i % 10000)::text, 4, '0'), 'business', true,
          now() - interval '400 days', now() - interval '370 days', now() + interval '10 years', 'America/New_York', now() - interval '400 days'
     from businesses t, (select array_agg(name order by name) as names from categories) c, generate_series(1, ${BUSINESSES - 1}) i
    where t.email = 'demo@business.example'`,
  `insert into business_locations (business_id, name, address, city, state, zip, latitude, longitude, hours, created_at)
   select b.id, 'Main', b.address, b.city, b.state, b.zip, 30.2 + (b.id % 100) / 1000.0, -97.7 - (b.id % 100) / 1000.0, '{}', b.created_at
     from businesses b where b.email like 'scale-business-%'`,
  `insert into deals (business_id, title, description, category, price_cents, base_price_cents, discount_percent, min_redemptions, max_redemptions,
                      start_date, end_date, max_redemptions_per_user, active, featured, created_at)
   select b.ids[1 + k / ${DEALS_PER_BUSINESS}], 'Scale deal ' || k || ' ' || (array['coffee','pizza','massage','yoga','tacos','haircut','climbing','sushi'])[1 + k % 8],
          'Two of everything at number ' || k || ', a deal of the scale bench.', b.categories[1 + (k / ${DEALS_PER_BUSINESS}) % array_length(b.categories, 1)],
          1000 + (k * 37) % 9000, 2000 + (k * 37) % 9000, 10 + k % 50, 1, 3,
          now() - interval '30 days', now() + interval '365 days', 1000, true, k % 1000 = 0, now() - (k % 365) * interval '1 day'
     from (select array_agg(id order by (email <> 'demo@business.example'), id) as ids,
                  (select array_agg(name order by name) from categories) as categories
             from businesses where email = 'demo@business.example' or email like 'scale-business-%') b,
          generate_series(0, ${DEALS - 1}) k`,
  `insert into scale_deal (k, deal_id, business_id, price_cents, discount_percent)
   select (row_number() over (order by id) - 1)::int, id, business_id, price_cents, discount_percent from deals where title like 'Scale deal %'`,
  `insert into waitlist (name, email, phone, type, rating, feedback, created_at)
   select 'Waiting Person ' || i, 'waiting-' || i || '@scale.example', '(303) 555-' || lpad((i % 10000)::text, 4, '0'),
          case when i % 10 = 0 then 'business' else 'discounter' end, 1 + i % 5,
          case when i % 3 = 0 then null when i % 3 = 1 then 'Would use it every week, number ' || i else 'Says "hi", then: =1+1, line' || chr(10) || 'two' end,
          now() - interval '200 days' + i * interval '1 minute'
     from generate_series(1, ${WAITLIST}) i`,
];

/**
 * The SQL that grows the purchases from `from` to `to`: the customers, the purchases ($1: the
 * seeding instant), then their redemption lines ($1: the highest purchase id before, $2: the
 * instant) and ledger rows ($1).
 */
function growSql(from, to) {
  const customers = Math.max(1, to / PURCHASES_PER_CUSTOMER);
  const customerEvery = 10_000 / CUSTOMER_PURCHASES;
  return [
    `insert into users (username, email, password_hash, role, created_at)
     select 'scale_customer_' || n, 'scale-customer-' || n || '@scale.example', t.password_hash, 'user', now() - interval '400 days'
       from users t, generate_series(${Math.max(1, from / PURCHASES_PER_CUSTOMER) + (from === 0 ? 0 : 1)}, ${customers}) n
      where t.email = 'demo@discounter.example'`,
    `insert into scale_customer (n, user_id)
     select substring(email from 'scale-customer-([0-9]+)@')::int, id from users
      where email like 'scale-customer-%' on conflict (n) do nothing`,
    // purchase i: a deal of the demo business every tenth, else one of the other 99,900 deals; the
    // demo customer's every 20th of the first 10,000, else one of the generated customers; 96%
    // completed, 3% refunded, 1% pending; 1-3 uses, some spent (redeemed_at: the last use).
    `insert into purchases (user_id, deal_id, business_id, stripe_payment_id, stripe_payment_intent_id, amount_cents, price_cents, discount_percent,
                            redemptions, redemptions_used, status, qr_code, text_code, redeemed, redeemed_at, purchase_date, expiry_date,
                            platform_fee_cents, business_share_cents, created_at)
     select coalesce(case when g.i <= 10000 and g.i % ${customerEvery} = 1 then demo.id end, sc.user_id),
            sd.deal_id, sd.business_id, 'ch_scale_' || g.i, 'pi_scale_' || g.i, g.amount, sd.price_cents, sd.discount_percent,
            g.uses, g.used, g.status, 'scaleqr' || g.i || md5(g.i::text), 'SS' || lpad(upper(to_hex(g.i)), 8, '0'),
            g.used = g.uses, case when g.used > 0 then g.at + ($1::timestamptz - g.at) * g.used / (g.used + 1) end, g.at, g.at + interval '180 days',
            g.amount * 25 / 100, g.amount - g.amount * 25 / 100, g.at
       from (select i, k, 1 + i % 3 as uses,
                    case when i % 100 < 96 then least(1 + i % 3, (i * 13) % 4) else 0 end as used,
                    case when i % 100 < 96 then 'completed' when i % 100 < 99 then 'refunded' else 'pending' end as status,
                    $1::timestamptz - ((i::bigint * 7919) % (365 * 24 * 60)) * interval '1 minute' as at,
                    (1000 + (k * 37) % 9000) * (100 - (10 + k % 50)) / 100 as amount
               from (select i, case when i % ${BIG_BUSINESS_SHARE} = 0 then (i / ${BIG_BUSINESS_SHARE}) % ${DEALS_PER_BUSINESS}
                                    else ${DEALS_PER_BUSINESS} + ((i::bigint * 40503) % ${DEALS - DEALS_PER_BUSINESS})::int end as k
                       from generate_series(${from + 1}, ${to}) i) ik) g
       join scale_deal sd on sd.k = g.k
       join scale_customer sc on sc.n = 1 + ((g.i::bigint * 2654435761) % ${customers})::int
       cross join (select id from users where email = 'demo@discounter.example') demo`,
    `insert into redemptions (purchase_id, deal_id, business_id, user_id, channel, redeemed_by_type, redeemed_by_id, redeemed_at, kind, location_id, bill_cents)
     select p.id, p.deal_id, p.business_id, p.user_id, case when u % 2 = 0 then 'qr_code' else 'text_code' end, 'business', p.business_id,
            p.purchase_date + ($2::timestamptz - p.purchase_date) * u / (p.redemptions_used + 1), 'redeem', l.location_id,
            case when p.id % 3 = 0 then 1500 + p.id % 5000 end
       from purchases p
       cross join generate_series(1, p.redemptions_used) u
       left join (select business_id, min(id) as location_id from business_locations group by business_id) l on l.business_id = p.business_id
      where p.id > $1`,
    `insert into ledger_entries (business_id, kind, amount_cents, source_key, purchase_id, provider_object_id, occurred_at, created_at)
     select p.business_id, e.kind, e.amount, e.key_kind || ':purchase:' || p.id, p.id, p.stripe_payment_id, p.purchase_date + e.later, p.purchase_date + e.later
       from purchases p
       cross join lateral (values ('sale', 'sale', p.amount_cents, interval '0'), ('platform_fee', 'platform_fee', -p.platform_fee_cents, interval '0'),
                                  ('refund', 'refund', -p.amount_cents, interval '1 day'), ('fee_refund', 'fee_refund', p.platform_fee_cents, interval '1 day')) e(kind, key_kind, amount, later)
      where p.id > $1 and p.status <> 'pending' and (e.kind in ('sale', 'platform_fee') or p.status = 'refunded') and e.amount <> 0`,
  ];
}

async function withClient(work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const GROWN_TABLES = ['purchases', 'redemptions', 'ledger_entries'];

/**
 * A bulk load's usual trick, when `bulk`: the grown tables' non-unique indexes and foreign keys are
 * dropped for the load and made again from their own definitions afterwards (a sort per index and
 * one join per key, instead of a B-tree descent and a lookup per row). Unique indexes, checks and
 * triggers (the sales counters among them) stay in force throughout.
 */
async function withoutSecondaryIndexes(client, bulk, load) {
  if (!bulk) return load();
  const { rows: keys } = await client.query(
    `select conrelid::regclass::text as table_name, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and conrelid::regclass::text = any($1)`,
    [GROWN_TABLES],
  );
  const { rows: indexes } = await client.query(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid::regclass::text = any($1) and not i.indisprimary and not i.indisunique`,
    [GROWN_TABLES],
  );
  for (const key of keys) await client.query(`alter table ${key.table_name} drop constraint "${key.name}"`);
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await load();
  for (const index of indexes) await client.query(index.definition);
  for (const key of keys) await client.query(`alter table ${key.table_name} add constraint "${key.name}" ${key.definition}`);
}

async function seedBase() {
  const t0 = performance.now();
  await recreateDatabase();
  const cli = join(root, 'apps/cli/dist/main.js');
  const env = { DATABASE_URL: databaseUrl, DEMO_MODE: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  run(process.execPath, [cli, 'db', 'migrate'], env);
  run(process.execPath, [cli, 'seed'], env);
  await withClient(async (client) => {
    await client.query('set synchronous_commit = off');
    for (const sql of BASE_SQL) await client.query(sql);
  });
  log(`   base: ${BUSINESSES} businesses, ${DEALS} deals, ${WAITLIST} waitlist entries in ${seconds(t0)} s`);
}

async function grow(from, to, now) {
  const t0 = performance.now();
  await withClient(async (client) => {
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '256MB'");
    const { rows } = await client.query('select coalesce(max(id), 0)::int as id from purchases');
    const [users, customers, purchases, redemptions, ledger] = growSql(from, to);
    await client.query(users);
    await client.query(customers);
    await withoutSecondaryIndexes(client, to - from >= 50_000, async () => {
      await client.query(purchases, [now]);
      await client.query(redemptions, [rows[0].id, now]);
      await client.query(ledger, [rows[0].id]);
    });
    const seeded = performance.now();
    await client.query('vacuum analyze');
    log(`   grown to ${to} purchases in ${seconds(t0)} s (vacuum analyze ${seconds(seeded)} s)`);
  });
  return withClient(async (client) => {
    const count = async (table) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    return { purchases: await count('purchases'), redemptions: await count('redemptions'), ledgerEntries: await count('ledger_entries'), customers: await count('scale_customer') };
  });
}

// --- the server and the calls -------------------------------------------------------------------

async function start() {
  const child = spawn(process.execPath, [join(root, 'apps/http/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ...SERVER_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/deals?limit=1`)).ok) return child;
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start on port ${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function signIn({ path, email, password }) {
  const reply = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }) });
  if (!reply.ok) throw new Error(`sign-in at ${path} failed: ${reply.status} ${await reply.text()}`);
  return reply.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function cannon(path, cookie) {
  let result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION, headers: cookie ? { cookie } : {} });
  if (result.latency.totalCount < CONNECTIONS) {
    // A call slower than the run's length at this concurrency (a long answer on a busy machine): measure it over a longer run.
    await settled();
    result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION * 4, headers: cookie ? { cookie } : {} });
  }
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors) log(`   ${path}: ${errors} errors`);
  // No answer within the run: the latency is at least the run's length (autocannon reports 0).
  if (result.latency.totalCount === 0) return { rps: 0, p50: DURATION * 4000, p99: DURATION * 4000, errors, noAnswerWithinRun: true };
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
}

function kb(pid, field) {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/**
 * The export through the server: the time to the last byte, and the server's peak RSS over that
 * time (VmHWM after resetting it through clear_refs, which root may do; else sampled every 10 ms).
 */
async function serverExport(pid, cookie, query = '') {
  let sampled = kb(pid, 'VmRSS');
  const before = sampled;
  let resettable = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    resettable = false;
  }
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, kb(pid, 'VmRSS'));
  }, 10);
  const t0 = performance.now();
  const reply = await fetch(`${base}/api/waitlist/export.csv${query}`, { headers: { cookie } });
  if (!reply.ok) throw new Error(`export failed: ${reply.status}`);
  let bytes = 0;
  // Records end in CRLF; a line break inside a quoted cell is a lone LF.
  let records = 0;
  let lastByte = 0;
  for await (const chunk of reply.body) {
    bytes += chunk.length;
    for (const byte of chunk) {
      if (byte === 10 && lastByte === 13) records++;
      lastByte = byte;
    }
  }
  const ms = Math.round(performance.now() - t0);
  clearInterval(sampler);
  const peak = resettable ? Math.max(kb(pid, 'VmHWM'), sampled) : sampled;
  return { ms, rows: records - 1, bytes, rssBeforeMb: Math.round(before / 1024), peakRssMb: Math.round(peak / 1024), growthMb: Math.round((peak - before) / 1024) };
}

/**
 * The export through `marketplace waitlist export` to a file, its heap capped at CLI_HEAP_MB: wall
 * time and the process's peak RSS (which V8's lazy collection makes larger than what it keeps).
 */
function cliExport(args = []) {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-scale-'));
  try {
    const out = join(dir, 'waitlist.csv');
    const hook = "data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss='+process.resourceUsage().maxRSS+'\\n'))";
    const t0 = performance.now();
    // A capped heap: the export of any size must run in it (the CLI itself uses about 50 MB).
    const result = spawnSync(process.execPath, [`--max-old-space-size=${CLI_HEAP_MB}`, '--import', hook, join(root, 'apps/cli/dist/main.js'), 'waitlist', 'export', '--out', out, '--json', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, ...SERVER_ENV },
      encoding: 'utf8',
    });
    const ms = Math.round(performance.now() - t0);
    if (result.status !== 0) throw new Error(`waitlist export failed: ${result.stderr}`);
    const maxRss = Number(/maxrss=(\d+)/.exec(result.stderr)?.[1] ?? 0);
    return { ms, rows: JSON.parse(result.stdout).rows, bytes: statSync(out).size, peakRssMb: Math.round(maxRss / 1024) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureStep(size) {
  const server = await start();
  try {
    const cookies = {
      customer: await signIn(DEMO.customer),
      business: await signIn(DEMO.business),
      admin: await signIn(DEMO.admin),
    };
    const dealOfBusiness = await withClient(async (client) => (await client.query(`select deal_id from scale_deal where k = 0`)).rows[0].deal_id);
    const calls = [
      ['deals, page 1', `/api/deals?page=1&limit=12`, null],
      [`deals, page ${DEEP_PAGE}`, `/api/deals?page=${DEEP_PAGE}&limit=12`, null],
      ['deal detail', `/api/deals/${dealOfBusiness}`, null],
      [`customer's purchases (${CUSTOMER_PURCHASES})`, '/api/user/purchases', cookies.customer],
      ['business stats', '/api/business/stats', cookies.business],
      ['business Redemptions list (today)', '/api/business/redemptions', cookies.business],
      ['admin platform figures', '/api/admin/stats', cookies.admin],
    ];
    const step = { size, calls: [], export: {} };
    for (const [name, path, cookie] of calls) {
      const body = await answer(path, cookie);
      await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: 1, headers: cookie ? { cookie } : {} });
      const measured = { name, path, answer: describe(path, body), ...(await cannon(path, cookie)) };
      await settled();
      log(`== ${label(size)}: ${name} (${measured.answer}): p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.rps} req/s`);
      step.calls.push(measured);
    }
    await serverExport(server.pid, cookies.admin, '?type=business');
    step.export.server = await serverExport(server.pid, cookies.admin);
    step.export.serverTenth = await serverExport(server.pid, cookies.admin, '?type=business');
    step.export.cli = cliExport();
    step.export.cliTenth = cliExport(['--type', 'business']);
    for (const [name, e] of Object.entries(step.export)) log(`== ${label(size)}: export ${name}: ${e.rows} rows in ${e.ms} ms, peak RSS ${e.peakRssMb} MB`);
    return step;
  } finally {
    await stop(server);
  }
}

/**
 * Waits until the database runs none of the server's statements: requests autocannon left in
 * flight when its run ended must not weigh on the next call's figures.
 */
async function settled() {
  await withClient(async (client) => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()");
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}

/**
 * One answer of a call, read before it is measured. A call of the step before may still hold the
 * pool (requests autocannon left in flight), so a 503 is retried for a while.
 */
async function answer(path, cookie) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const reply = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
    if (reply.ok) return reply.json();
    if (reply.status !== 503 || Date.now() > deadline) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** What an answer held, so the table shows that each call did its real work at every size. */
function describe(path, body) {
  if (path.startsWith('/api/deals?')) return `${body.deals.length} of ${body.pagination.total}`;
  if (path === '/api/user/purchases') return `${body.length} purchases`;
  if (path === '/api/business/stats') return `${body.sales} sales, ${body.daily.length} days`;
  if (path === '/api/business/redemptions') return `${body.lines?.length ?? body.redemptions?.length ?? '?'} of ${body.total ?? '?'} lines`;
  if (path === '/api/admin/stats') return `${body.purchases.completed} sales, ${body.customers} customers`;
  return 'ok';
}

function print(results) {
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const [first, , last] = [results.steps[0], null, results.steps[results.steps.length - 1]];
  const lines = [];
  lines.push(`Machine: ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GiB, Node ${results.machine.node}; ${CONNECTIONS} connections, ${DURATION} s per call, loopback, catalogue cache off.`);
  lines.push('');
  const sizes = results.steps.map((step) => `${label(step.size)} p50/p99 ms`);
  lines.push(row(['call', ...sizes, `${label(last.size)} p99 ÷ ${label(first.size)} p99`, 'target met (≤ 2)']));
  lines.push(row(['---', ...sizes.map(() => '---:'), '---:', '---']));
  for (const [index, call] of first.calls.entries()) {
    const ratio = last.calls[index].p99 / Math.max(1, first.calls[index].p99);
    const cell = (measured) => (measured.noAnswerWithinRun ? `none in ${DURATION * 4} s` : `${measured.p50} / ${measured.p99}`);
    lines.push(row([call.name, ...results.steps.map((step) => cell(step.calls[index])), `${last.calls[index].noAnswerWithinRun ? '> ' : ''}${ratio.toFixed(2)}`, ratio <= 2 ? 'yes' : '**no**']));
  }
  lines.push('');
  lines.push(row(['waitlist export', ...results.steps.map((step) => label(step.size))]));
  lines.push(row(['---', ...results.steps.map(() => '---:')]));
  const cell = (e) => `${e.rows} rows, ${e.ms} ms, peak RSS ${e.peakRssMb} MB`;
  lines.push(row(['server `GET /api/waitlist/export.csv`', ...results.steps.map((s) => `${cell(s.export.server)} (+${s.export.server.growthMb} MB)`)]));
  lines.push(row(['server, `?type=business` (a tenth)', ...results.steps.map((s) => `${cell(s.export.serverTenth)} (+${s.export.serverTenth.growthMb} MB)`)]));
  lines.push(row([`CLI \`marketplace waitlist export\` (heap capped at ${CLI_HEAP_MB} MB)`, ...results.steps.map((s) => cell(s.export.cli))]));
  lines.push(row(['CLI, `--type business` (a tenth)', ...results.steps.map((s) => cell(s.export.cliTenth))]));
  lines.push('');
  lines.push(row(['data', ...results.steps.map((step) => label(step.size))]));
  lines.push(row(['---', ...results.steps.map(() => '---:')]));
  for (const key of ['purchases', 'redemptions', 'ledgerEntries', 'customers']) lines.push(row([key, ...results.steps.map((step) => step.data[key] ?? '')]));
  lines.push(row(['seconds to seed the step', ...results.steps.map((step) => step.seedSeconds)]));
  console.log(lines.join('\n'));
}

function label(size) {
  return size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1_000 ? `${size / 1_000}k` : String(size);
}

export async function main() {
  if (!existsSync(join(root, 'apps/http/dist/main.js')) || !existsSync(join(root, 'apps/cli/dist/main.js'))) run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b']);
  const started = performance.now();
  const now = new Date().toISOString();
  const results = {
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    steps: [],
  };
  if (process.env.SCALE_REUSE === '1') {
    // Measure the database as an earlier run left it (no seeding): for a before/after comparison of code at one size.
    const data = await withClient(async (client) => ({ purchases: Number((await client.query('select count(*) as n from purchases')).rows[0].n) }));
    log(`== measuring the existing ${DATABASE_NAME} (${data.purchases} purchases)`);
    results.steps.push({ ...(await measureStep(Math.round(data.purchases / 1000) * 1000)), data, seedSeconds: 0 });
    return finish(results, started);
  }
  log(`== seeding ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  await seedBase();
  let from = 0;
  for (const size of SIZES) {
    log(`== growing to ${size} purchases`);
    const t0 = performance.now();
    const data = await grow(from, size, now);
    const seedSeconds = seconds(t0);
    from = size;
    results.steps.push({ ...(await measureStep(size)), data, seedSeconds });
  }
  return finish(results, started);
}

function finish(results, started) {
  results.totalSeconds = seconds(started);
  print(results);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', process.env.SCALE_RESULTS ?? 'scale.json'), `${JSON.stringify({ ...results, at: new Date().toISOString() }, null, 2)}\n`);
  log(`\nwritten: bench-results/${process.env.SCALE_RESULTS ?? 'scale.json'} (${results.totalSeconds} s in all)`);
}
