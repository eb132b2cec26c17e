#!/usr/bin/env node
// `npm run bench`: the HTTP server on a seeded PostgreSQL (10,000 deals, 500 businesses, 50,000
// purchases through `marketplace seed`), measured side by side with the limit it is held to: a
// node:http + pg baseline answering each deal list (page, businesses, total) in one statement with
// identical JSON. Each list call (home, browse pages 1 and 40, a category, a search, near me) and
// the deal detail are measured with the catalogue cache on (as configured; the lists also as a
// browser asks, with its Accept-Encoding) and off (the full request path every time), then
// purchases and redeems under load; all of it BENCH_RUNS times (3), printed as median (min-max). Then the embedded engine on the same calls, the server's memory, the home and
// deals pages' web vitals in Chromium, the bundles, and each target beside its figure. The servers
// mail through a counting SMTP sink (as production mails through a provider). Writes
// bench-results/latest.json. The load comes from wrk when installed (apt-get install wrk), else
// autocannon. `--scale` and `--soak` run the growth and memory benches (scripts/bench/).
//
// Environment: BENCH_DATABASE_URL (a server URL whose database is recreated; default: the
// TEST_DATABASE_URL server or 127.0.0.1:5432, database BENCH_DATABASE_NAME, default marketplace_bench), BENCH_DURATION (seconds
// per measurement, default 8), BENCH_RUNS (default 3), BENCH_LOAD=autocannon (even with wrk installed),
// BENCH_SKIP_EMBEDDED=1, BENCH_SKIP_BROWSER=1, CHROMIUM_PATH,
// BENCH_PORT_BASE (the servers listen on the six ports after it, default 4100).
import { spawn, spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { formatWebVitals, measureWebVitals } from './bench/web-vitals.mjs';

const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WRK = process.env.BENCH_LOAD === 'autocannon' ? null : ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path)) ?? null;
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4100);
const APP_PORT = PORT_BASE + 1;
const BASELINE_PORT = PORT_BASE + 2;
const EMBEDDED_PORT = PORT_BASE + 3;
const UNCACHED_PORT = PORT_BASE + 4;
const INSPECTOR_PORT = PORT_BASE + 5;
const MAIL_SINK_PORT = PORT_BASE + 6;
const DEALS = 10_000;
const BUSINESSES = 500;
const PURCHASES = 50_000;

const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'marketplace_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_NAME)) throw new Error(`BENCH_DATABASE_NAME must be a plain lower-case identifier, not ${DATABASE_NAME}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${DATABASE_NAME}` }).toString();

const log = (message) => process.stderr.write(`${message}\n`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
}

function seed(env) {
  const cli = join(root, 'apps/cli/dist/main.js');
  run(process.execPath, [cli, 'db', 'migrate'], env);
  run(process.execPath, [cli, 'seed'], env);
  run(process.execPath, [cli, 'seed', '--businesses', String(BUSINESSES), '--deals', String(DEALS), '--purchases', String(PURCHASES)], env);
}

async function start(script, port, env, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_MODE: 'true', NODE_ENV: 'development', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/api/deals?limit=1`);
      if (reply.ok) return child;
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${script} did not start on port ${port}`);
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

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The server's memory once a full garbage collection has run (through its inspector, which the
 * bench opens on a fixed local port): what it retains, without the garbage a burst of load leaves
 * until V8 gets round to it. RSS is read at the same moment.
 */
async function memoryAfterGc(child) {
  const [target] = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++nextId;
      socket.addEventListener('message', function onMessage(event) {
        const message = JSON.parse(event.data);
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.collectGarbage');
  await call('HeapProfiler.collectGarbage');
  const usage = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  socket.close();
  const { heapUsed } = JSON.parse(usage.result.value);
  return { rssMb: Math.round(rssMb(child.pid)), heapUsedMb: Math.round(heapUsed / 2 ** 20) };
}

/**
 * Maximum throughput at 50 connections: wrk when it is installed (Debian's package `wrk`, a C load
 * generator that leaves the CPU to the servers), else autocannon (which takes most of a core of
 * this machine itself). `options.overallRate` (a fixed rate) always runs on autocannon.
 */
async function cannon(url, options = {}) {
  if (WRK && options.overallRate === undefined) return wrk(url, options.duration ?? DURATION, options.connections ?? 50, options.headers ?? {});
  const result = await autocannon({ url, connections: 50, duration: DURATION, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function wrk(url, seconds, connections, headers) {
  return new Promise((resolve, reject) => {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const child = spawn(WRK, ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', ...headerArgs, '-s', join(root, 'scripts/bench/wrk-report.lua'), url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${output}`));
      const report = JSON.parse(line);
      resolve({ rps: Math.round(report.requests / report.seconds), p50: Math.round(report.p50 * 10) / 10, p99: Math.round(report.p99 * 10) / 10, errors: report.errors });
    });
  });
}

/** Max throughput at 50 connections, then p99 at a fixed rate of half that maximum. */
async function measure(url) {
  const max = await cannon(url);
  const half = Math.max(1, Math.round(max.rps / 2));
  const fixed = await cannon(url, { overallRate: half });
  return { ...max, halfRate: half, p99AtHalfRate: fixed.p99, errorsAtHalfRate: fixed.errors };
}

/**
 * The list calls, each measured against the one-statement baseline: the home page's featured
 * deals, browsing (first and a deep page), a category, a search and near me (the bulk seed's
 * businesses are in six cities, placed from their zip codes).
 */
/** What Chrome asks for: the cache-on figures are measured without it (as wrk asks) and with it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const LIST_CALLS = [
  ['home (featured, 4)', '/api/deals?featured=true&limit=4'],
  ['browse page 1', '/api/deals?page=1&limit=12'],
  ['browse page 40', '/api/deals?page=40&limit=12'],
  ['category + page 20', '/api/deals?category=Restaurant&page=20&limit=12'],
  ['search q=coffee', '/api/deals?q=coffee&limit=12'],
  ['near 78701, 10 km', '/api/deals?near=78701&radiusKm=10&limit=12'],
];

async function sameJson(port, path) {
  const [a, b] = await Promise.all([fetch(`http://127.0.0.1:${port}${path}`), fetch(`http://127.0.0.1:${BASELINE_PORT}${path}`)]);
  return (await a.text()) === (await b.text());
}

/** The ids of `count` pages of 100 published deals from page `first` on (distinct slices per phase). */
async function dealPages(first, count) {
  const ids = [];
  for (let page = first; page < first + count; page++) {
    ids.push(...(await (await fetch(`http://127.0.0.1:${APP_PORT}/api/deals?limit=100&page=${page}`)).json()).deals.map((deal) => deal.id));
  }
  return ids;
}

// --- the mail provider --------------------------------------------------------------------------
// Production sends through a provider (SMTP_URL); the in-process development catcher, which parses
// every message for the admin's preview, is not what runs there. The servers send to this sink: it
// accepts every message over real SMTP and counts it, so the workers mail every receipt during the
// run as they would in production.
function startMailSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received++;
        callback();
      });
      stream.resume();
    },
  });
  return new Promise((resolve) =>
    server.listen(MAIL_SINK_PORT, '127.0.0.1', () => resolve({ received: () => received, close: () => new Promise((done) => server.close(done)) })),
  );
}

async function unsentEmails() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as count from email_outbox where sent_at is null');
  await client.end();
  return rows[0].count;
}

// --- purchases and redeems: 20 customers in parallel, each with its own session --------------
// The customers post through node:http on kept-alive sockets, not fetch: the load runs on the
// server's two cores, and fetch spent 1.0-1.4 ms of CPU per request against 0.3-0.6 ms for this,
// a sixth of the machine during the purchases (measured per process; README, "The writes").
const keepAlive = new Agent({ keepAlive: true });

/** POSTs JSON (or nothing); answers the status, the cookies set and the parsed body. */
function postJson(url, headers, body) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', agent: keepAlive, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (reply) => {
      const chunks = [];
      reply.on('data', (chunk) => chunks.push(chunk));
      reply.on('error', reject);
      reply.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let json = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          // A body that is not JSON: the status says what went wrong.
        }
        resolve({ status: reply.statusCode, cookies: reply.headers['set-cookie'] ?? [], json, text });
      });
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

async function customer(base, tag) {
  const email = `bench-${tag}-${Date.now().toString(36)}@bench.example`;
  // Each customer at an address of its own (the servers trust one proxy): sign-ups are limited per address.
  const from = { 'x-forwarded-for': `198.18.${Math.floor(tag / 250)}.${(tag % 250) + 1}` };
  const reply = await postJson(`${base}/api/register`, from, { username: `bench${tag}${Date.now().toString(36)}`, email, password: 'bench-password' });
  if (reply.status < 200 || reply.status >= 300) throw new Error(`register failed: ${reply.status} ${reply.text}`);
  const cookie = reply.cookies.map((c) => c.split(';')[0]).join('; ');
  return (path, body) => postJson(`${base}${path}`, { cookie, ...from }, body);
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function purchasesAndRedeems(base, dealIds, seconds, round = 0) {
  const workers = 20;
  // Sign-ups are limited to 10 an hour per address: each round signs up from addresses of its own.
  const clients = await Promise.all(Array.from({ length: workers }, (_, i) => customer(base, round * workers + i)));
  const purchaseTimes = [];
  const bought = clients.map(() => []);
  let errors = 0;
  const errorKinds = new Map();
  const purchaseDeadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    clients.map(async (post, w) => {
      // Each customer buys deals of its own slice, each once (deals allow one purchase per customer).
      for (let k = w; k < dealIds.length && Date.now() < purchaseDeadline; k += workers) {
        const dealId = dealIds[k];
        const t0 = performance.now();
        try {
          const intent = (await post('/api/create-payment-intent', { dealId })).json;
          const confirmed = (
            await post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Bench' } })
          ).json;
          const reply = await post('/api/purchases', { dealId, price: intent.price, discountPercent: intent.discountPercent, redemptions: intent.redemptions, stripePaymentIntentId: confirmed.paymentIntentId });
          if (reply.status !== 201) throw new Error(`${reply.status} ${reply.json?.code ?? ''}`);
          bought[w].push(reply.json.id);
          purchaseTimes.push(performance.now() - t0);
        } catch (error) {
          errors++;
          const kind = error instanceof Error ? error.message : String(error);
          errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
        }
      }
    }),
  );
  const purchaseSeconds = (Date.now() - started) / 1000;

  const redeemTimes = [];
  let redeemErrors = 0;
  const redeemStarted = Date.now();
  await Promise.all(
    clients.map(async (post, w) => {
      for (const id of bought[w]) {
        const t0 = performance.now();
        const reply = await post(`/api/purchases/${id}/redeem`);
        if (reply.status !== 200) redeemErrors++;
        redeemTimes.push(performance.now() - t0);
      }
    }),
  );
  const redeemSeconds = (Date.now() - redeemStarted) / 1000;
  purchaseTimes.sort((a, b) => a - b);
  redeemTimes.sort((a, b) => a - b);
  return {
    purchase: { perSecond: Math.round(purchaseTimes.length / purchaseSeconds), p50: Math.round(percentile(purchaseTimes, 50)), p99: Math.round(percentile(purchaseTimes, 99)), errors, errorKinds: Object.fromEntries(errorKinds), count: purchaseTimes.length },
    redeem: { perSecond: Math.round(redeemTimes.length / redeemSeconds), p50: Math.round(percentile(redeemTimes, 50)), p99: Math.round(percentile(redeemTimes, 99)), errors: redeemErrors, count: redeemTimes.length },
  };
}

async function main() {
  if (!existsSync(join(root, 'apps/http/dist/main.js')) || !existsSync(join(root, 'apps/cli/dist/main.js'))) run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b']);
  if (process.env.BENCH_SKIP_BROWSER !== '1' && !existsSync(join(root, 'apps/storefront/dist-web/index.html'))) run('npm', ['run', 'build:web', '--silent']);

  log(`== seeding PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}): ${DEALS} deals, ${BUSINESSES} businesses, ${PURCHASES} purchases`);
  await recreateDatabase();
  seed({ DATABASE_URL: databaseUrl });

  const mailSink = await startMailSink();
  const mail = { SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`, MAIL_FROM: 'Bench <bench@bench.example>' };
  // As deployed (docker-compose.yml): app instances run no job workers (JOBS=off) and a
  // `marketplace worker` process sends the mail; it is started after the write measurement, which
  // then measures the requests alone, and timed on its own (see the receipts line).
  const app = await start(join(root, 'apps/http/dist/main.js'), APP_PORT, { DATABASE_URL: databaseUrl, JOBS: 'off', ...mail }, [
    `--inspect=127.0.0.1:${INSPECTOR_PORT}`,
  ]);
  const uncachedApp = await start(join(root, 'apps/http/dist/main.js'), UNCACHED_PORT, { DATABASE_URL: databaseUrl, CATALOGUE_CACHE_MS: '0', JOBS: 'off', ...mail });
  const baseline = await start(join(root, 'scripts/bench/baseline-server.mjs'), BASELINE_PORT, { DATABASE_URL: databaseUrl });
  const results = {
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    durationSeconds: DURATION,
    runs: [],
    embedded: [],
    memory: {},
    webVitals: [],
  };
  try {
    for (const [, path] of LIST_CALLS) {
      if (!(await sameJson(APP_PORT, path)) || !(await sameJson(UNCACHED_PORT, path))) throw new Error(`The baseline's JSON differs from the app's for ${path}`);
    }

    if (process.env.BENCH_SKIP_BROWSER !== '1') {
      log('== web vitals in Chromium (home and deals, desktop and phone)');
      results.webVitals = await measureWebVitals(`http://127.0.0.1:${APP_PORT}`);
    }

    // The warm-up runs every path the load will (lists, a detail, writes), so the heap has its
    // working size before the first memory reading and the growth after the load means retention.
    log('== warm-up');
    const warmupDeals = await dealPages(30, 3);
    for (const [, path] of LIST_CALLS) await cannon(`http://127.0.0.1:${APP_PORT}${path}`, { duration: 2 });
    await cannon(`http://127.0.0.1:${APP_PORT}/api/deals/${warmupDeals[0]}`, { duration: 2 });
    for (const [, path] of LIST_CALLS) await cannon(`http://127.0.0.1:${UNCACHED_PORT}${path}`, { duration: 1 });
    await cannon(`http://127.0.0.1:${UNCACHED_PORT}/api/deals/${warmupDeals[0]}`, { duration: 1 });
    for (const [, path] of LIST_CALLS) await cannon(`http://127.0.0.1:${BASELINE_PORT}${path}`, { duration: 1 });
    await purchasesAndRedeems(`http://127.0.0.1:${APP_PORT}`, warmupDeals, Math.min(DURATION, 4));
    results.memory.afterWarmup = await memoryAfterGc(app);

    const someDeal = (await (await fetch(`http://127.0.0.1:${APP_PORT}/api/deals?limit=1&page=50`)).json()).deals[0].id;
    const mailedBefore = mailSink.received();
    for (let run = 1; run <= RUNS; run++) {
      const measured = { list: [], detail: null, writes: null };
      for (const [name, path] of LIST_CALLS) {
        log(`== run ${run}/${RUNS}: ${name}`);
        const base = await cannon(`http://127.0.0.1:${BASELINE_PORT}${path}`);
        const ours = await measure(`http://127.0.0.1:${APP_PORT}${path}`);
        const browser = await cannon(`http://127.0.0.1:${APP_PORT}${path}`, { headers: BROWSER_HEADERS });
        const uncached = await cannon(`http://127.0.0.1:${UNCACHED_PORT}${path}`);
        const found = (await (await fetch(`http://127.0.0.1:${APP_PORT}${path}`)).json()).pagination.total;
        measured.list.push({
          name,
          path,
          found,
          ...ours,
          baselineRps: base.rps,
          baselineP99: base.p99,
          ratio: Number((ours.rps / base.rps).toFixed(2)),
          browser,
          uncached: { ...uncached, ratio: Number((uncached.rps / base.rps).toFixed(2)) },
        });
      }
      log(`== run ${run}/${RUNS}: deal detail`);
      const detailPath = `/api/deals/${someDeal}`;
      measured.detail = { path: detailPath, ...(await measure(`http://127.0.0.1:${APP_PORT}${detailPath}`)), uncached: await cannon(`http://127.0.0.1:${UNCACHED_PORT}${detailPath}`) };

      log(`== run ${run}/${RUNS}: purchases and redeems (20 customers)`);
      // Each run buys deals no earlier run bought (20 pages of 100 of its own).
      measured.writes = await purchasesAndRedeems(`http://127.0.0.1:${APP_PORT}`, await dealPages(2 + (run - 1) * 22, 20), DURATION, run);
      results.runs.push(measured);
    }

    // Each purchase wrote its receipt to the outbox (and each customer a welcome, the warm-up's
    // too): the worker mails every unsent one.
    const emails = await unsentEmails();
    const workerStarted = Date.now();
    const worker = spawn(process.execPath, [join(root, 'apps/cli/dist/main.js'), 'worker'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_MODE: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...mail },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const mailDeadline = Date.now() + 180_000;
    while (mailSink.received() - mailedBefore < emails && Date.now() < mailDeadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const mailed = mailSink.received() - mailedBefore;
    const seconds = (Date.now() - workerStarted) / 1000;
    await stop(worker);
    results.mail = { emails, mailed, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(mailed / seconds) };
    results.memory.underLoadRssMb = Math.round(rssMb(app.pid));
    results.memory.afterLoad = await memoryAfterGc(app);
    const { afterWarmup, afterLoad } = results.memory;
    results.memory.growthPercent = Number((((afterLoad.rssMb - afterWarmup.rssMb) / afterWarmup.rssMb) * 100).toFixed(1));
    results.memory.heapGrowthPercent = Number((((afterLoad.heapUsedMb - afterWarmup.heapUsedMb) / afterWarmup.heapUsedMb) * 100).toFixed(1));
  } finally {
    await Promise.all([stop(app), stop(uncachedApp), stop(baseline)]);
    await mailSink.close();
  }

  if (process.env.BENCH_SKIP_EMBEDDED !== '1') {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-'));
    try {
      log('== embedded engine: seeding');
      seed({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const embedded = await start(join(root, 'apps/http/dist/main.js'), EMBEDDED_PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        await cannon(`http://127.0.0.1:${EMBEDDED_PORT}${LIST_CALLS[1][1]}`, { duration: 3 });
        for (const [name, path] of LIST_CALLS) {
          log(`== embedded: ${name}`);
          results.embedded.push({ name, path, ...(await cannon(`http://127.0.0.1:${EMBEDDED_PORT}${path}`)) });
        }
      } finally {
        await stop(embedded);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  results.bundles = { storefrontKb: initialJsKb('storefront'), portalKb: initialJsKb('business-portal') };
  if (results.runs.length) results.summary = summarize(results.runs);
  results.targets = targets(results);
  print(results);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'latest.json'), `${JSON.stringify({ ...results, at: new Date().toISOString() }, null, 2)}\n`);
  log('\nwritten: bench-results/latest.json');
}

/** The initial JavaScript of a built web app in kB gzip, as scripts/bundle-sizes.mjs counts it. */
function initialJsKb(app) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/bundle-sizes.mjs'), join(root, `apps/${app}/dist-web`)], { encoding: 'utf8' });
  return Number(/initial JavaScript ([\d.]+) kB/.exec(result.stdout ?? '')?.[1] ?? Number.NaN);
}

/** The median of the runs' values (the middle one of three), with the smallest and the largest. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], min: sorted[0], max: sorted.at(-1) };
}

/** Per call and per figure, the median over the runs with its min and max. */
function summarize(runs) {
  const over = (pick) => spread(runs.map(pick));
  const list = runs[0].list.map((call, i) => {
    const at = (run) => run.list[i];
    return {
      name: call.name,
      path: call.path,
      found: call.found,
      rps: over((run) => at(run).rps),
      p99: over((run) => at(run).p99),
      p99AtHalfRate: over((run) => at(run).p99AtHalfRate),
      baselineRps: over((run) => at(run).baselineRps),
      baselineP99: over((run) => at(run).baselineP99),
      ratio: over((run) => at(run).ratio),
      browser: { rps: over((run) => at(run).browser.rps), p99: over((run) => at(run).browser.p99) },
      uncached: { rps: over((run) => at(run).uncached.rps), p99: over((run) => at(run).uncached.p99), ratio: over((run) => at(run).uncached.ratio) },
      errors: runs.reduce((sum, run) => sum + at(run).errors + at(run).errorsAtHalfRate + at(run).browser.errors + at(run).uncached.errors, 0),
    };
  });
  const detail = {
    path: runs[0].detail.path,
    rps: over((run) => run.detail.rps),
    p99: over((run) => run.detail.p99),
    uncached: { rps: over((run) => run.detail.uncached.rps), p99: over((run) => run.detail.uncached.p99) },
    errors: runs.reduce((sum, run) => sum + run.detail.errors + run.detail.errorsAtHalfRate + run.detail.uncached.errors, 0),
  };
  const writes = Object.fromEntries(
    ['purchase', 'redeem'].map((kind) => [
      kind,
      {
        perSecond: over((run) => run.writes[kind].perSecond),
        p50: over((run) => run.writes[kind].p50),
        p99: over((run) => run.writes[kind].p99),
        count: runs.reduce((sum, run) => sum + run.writes[kind].count, 0),
        errors: runs.reduce((sum, run) => sum + run.writes[kind].errors, 0),
      },
    ]),
  );
  return { list, detail, writes };
}

/** Each target of the performance work beside the figure measured for it (medians of the runs). */
function targets(r) {
  const checks = [];
  const check = (target, measured, met) => checks.push({ target, measured, met });
  const s = r.summary;
  if (s) {
    const worstRatio = s.list.reduce((worst, l) => (l.uncached.ratio.median < worst.uncached.ratio.median ? l : worst));
    check('cache off: every list call ≥ 90% of the baseline (req/s)', `${Math.round(worstRatio.uncached.ratio.median * 100)}% (lowest: ${worstRatio.name})`, worstRatio.uncached.ratio.median >= 0.9);
    const worstP99 = s.list.reduce((worst, l) => (l.uncached.p99.median > worst.uncached.p99.median ? l : worst));
    check('cache off: every list call p99 ≤ 30 ms at 50 connections', `${worstP99.uncached.p99.median} ms (worst: ${worstP99.name})`, worstP99.uncached.p99.median <= 30);
    check('cache off: deal detail p99 ≤ 10 ms', `${s.detail.uncached.p99.median} ms`, s.detail.uncached.p99.median <= 10);
    check('redeem p99 ≤ 30 ms at 20 connections', `${s.writes.redeem.p99.median} ms`, s.writes.redeem.p99.median <= 30);
    check('purchases ≥ 150/s', `${s.writes.purchase.perSecond.median}/s`, s.writes.purchase.perSecond.median >= 150);
    const slowest = s.list.reduce((worst, l) => (l.rps.median < worst.rps.median ? l : worst));
    check('cache on: every list call ≥ 20,000 req/s', `${slowest.rps.median} req/s (lowest: ${slowest.name})`, slowest.rps.median >= 20_000);
    const worstCached = Math.max(...s.list.map((l) => l.p99.median));
    check('cache on: every list call p99 ≤ 10 ms', `${worstCached} ms`, worstCached <= 10);
    const slowestBrowser = s.list.reduce((worst, l) => (l.browser.rps.median < worst.browser.rps.median ? l : worst));
    check(
      "cache on, with a browser's Accept-Encoding: every list call ≥ 20,000 req/s",
      `${slowestBrowser.browser.rps.median} req/s (lowest: ${slowestBrowser.name})`,
      slowestBrowser.browser.rps.median >= 20_000,
    );
    const worstBrowser = Math.max(...s.list.map((l) => l.browser.p99.median));
    check("cache on, with a browser's Accept-Encoding: every list call p99 ≤ 10 ms", `${worstBrowser} ms`, worstBrowser <= 10);
    const errors = s.list.reduce((sum, l) => sum + l.errors, 0) + s.detail.errors + s.writes.purchase.errors + s.writes.redeem.errors;
    check('no errors', String(errors), errors === 0);
  }
  if (r.memory.growthPercent !== undefined) check('memory (RSS after a full GC) after the load within 10% of after warm-up', `${r.memory.growthPercent}%`, r.memory.growthPercent <= 10);
  check('storefront initial JavaScript ≤ 120 kB gzip', `${r.bundles.storefrontKb} kB`, r.bundles.storefrontKb <= 120);
  check('portal initial JavaScript ≤ 200 kB gzip', `${r.bundles.portalKb} kB`, r.bundles.portalKb <= 200);
  const worst = (values) => Math.max(...values);
  for (const [profile, lcpMs] of [['desktop', 1500], ['phone', 2000]]) {
    const vitals = r.webVitals.filter((v) => v.profile === profile);
    if (!vitals.length) continue;
    check(`home and deals LCP ≤ ${(lcpMs / 1000).toFixed(1)} s (${profile})`, `${worst(vitals.map((v) => v.lcpMs))} ms`, worst(vitals.map((v) => v.lcpMs)) <= lcpMs);
    check(`home and deals CLS ≤ 0.05 (${profile})`, worst(vitals.map((v) => v.cls)).toFixed(3), worst(vitals.map((v) => v.cls)) <= 0.05);
    const blocking = worst(vitals.map((v) => v.tbtMs ?? v.longTaskTotalMs));
    check(`home and deals total blocking time ≤ 200 ms (${profile})`, `${blocking} ms`, blocking <= 200);
  }
  return checks;
}

function print(r) {
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const cell = ({ median, min, max }) => (min === max ? String(median) : `${median} (${min}-${max})`);
  const percent = ({ median, min, max }) => (min === max ? `${Math.round(median * 100)}%` : `${Math.round(median * 100)}% (${Math.round(min * 100)}-${Math.round(max * 100)})`);
  const lines = [];
  lines.push(`Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GiB, Node ${r.machine.node}; ${r.durationSeconds} s per measurement, loopback; ${r.runs.length} runs: median (min-max).`);
  const s = r.summary;
  if (s) {
    lines.push('');
    lines.push(
      row(['PostgreSQL, 50 connections', 'baseline req/s', 'baseline p99', 'cache off: req/s', 'p99 ms', 'of baseline', 'cache on: req/s', 'p99 ms', 'p99 at half rate', 'browser: req/s', 'p99 ms', 'errors']),
    );
    lines.push(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
    for (const l of s.list) {
      lines.push(
        row([
          `${l.name} \`${l.path}\` (${l.found} found)`,
          cell(l.baselineRps),
          cell(l.baselineP99),
          cell(l.uncached.rps),
          cell(l.uncached.p99),
          percent(l.uncached.ratio),
          cell(l.rps),
          cell(l.p99),
          cell(l.p99AtHalfRate),
          cell(l.browser.rps),
          cell(l.browser.p99),
          l.errors,
        ]),
      );
    }
    const d = s.detail;
    lines.push(row([`deal detail \`${d.path}\``, '', '', cell(d.uncached.rps), cell(d.uncached.p99), '', cell(d.rps), cell(d.p99), '', '', '', d.errors]));
    lines.push('');
    lines.push("browser: cache on, asked with Chrome's `Accept-Encoding: gzip, deflate, br, zstd` (the other columns ask without one, as wrk does).");
    lines.push('');
    lines.push(row(['Writes, 20 customers in parallel', 'per s', 'p50 ms', 'p99 ms', 'count', 'errors']));
    lines.push(row(['---', '---:', '---:', '---:', '---:', '---:']));
    lines.push(row(['purchase (intent + demo confirm + record)', cell(s.writes.purchase.perSecond), cell(s.writes.purchase.p50), cell(s.writes.purchase.p99), s.writes.purchase.count, s.writes.purchase.errors]));
    lines.push(row(['redeem', cell(s.writes.redeem.perSecond), cell(s.writes.redeem.p50), cell(s.writes.redeem.p99), s.writes.redeem.count, s.writes.redeem.errors]));
    if (r.mail) {
      const { emails, mailed, seconds, perSecond } = r.mail;
      lines.push('');
      lines.push(`Mail: the purchases left ${emails} unsent emails in the outbox (receipts with their QR, the customers' welcome, warm-up included); one \`marketplace worker\` started afterwards mailed ${mailed} of them in ${seconds} s (${perSecond}/s).`);
    }
  }
  if (r.embedded.length) {
    lines.push('');
    lines.push(row(['Embedded engine (PGlite), 50 connections', 'req/s', 'p50 ms', 'p99 ms', 'errors']));
    lines.push(row(['---', '---:', '---:', '---:', '---:']));
    for (const e of r.embedded) lines.push(row([e.name, e.rps, e.p50, e.p99, e.errors]));
  }
  if (r.webVitals.length) {
    lines.push('');
    lines.push(formatWebVitals(r.webVitals));
  }
  lines.push('');
  const signed = (value) => `${value >= 0 ? '+' : ''}${value}%`;
  const m = r.memory;
  if (m.afterLoad) {
    lines.push(
      `Server memory after a full GC: RSS ${m.afterWarmup.rssMb} MB after warm-up, ${m.afterLoad.rssMb} MB after the load (${signed(m.growthPercent)}); ` +
        `heap used ${m.afterWarmup.heapUsedMb} MB → ${m.afterLoad.heapUsedMb} MB (${signed(m.heapGrowthPercent)}); RSS at the end of the load (before the GC) ${m.underLoadRssMb} MB.`,
    );
    lines.push('');
  }
  lines.push(row(['Target', 'Measured', 'Met']));
  lines.push(row(['---', '---', '---']));
  for (const t of r.targets) lines.push(row([t.target, t.measured, t.met ? 'yes' : '**no**']));
  console.log(lines.join('\n'));
}

// `npm run bench -- --scale`: how the calls grow with the data (scripts/bench/scale.mjs);
// `npm run bench -- --soak`: memory over a long mixed load on two instances (scripts/bench/soak.mjs).
const mode = process.argv.includes('--scale') ? './bench/scale.mjs' : process.argv.includes('--soak') ? './bench/soak.mjs' : null;
(mode ? import(mode).then((module) => module.main()) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
