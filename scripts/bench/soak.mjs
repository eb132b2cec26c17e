// `npm run bench -- --soak` (issue 22, point 5): memory over a long mixed load on two app
// instances, as deployed: two apps/http/dist/main.js processes on one seeded PostgreSQL database
// with JOBS=off, and one `marketplace worker` process mailing into a counting SMTP sink. Shoppers
// browse (deal lists with varied pages, categories, searches and near-me places, deal details; a hot
// set the catalogue cache answers and a long tail it misses), customers sign up or in, buy (payment
// intent + demo confirm + purchase) and sign out, tills sign in as the deals' businesses, validate
// and redeem the codes just bought and sign out, all spread over both instances (no sticky
// sessions: a session opened on one is used on the other). Each instance's RSS and heap used are
// read after a full GC (twice HeapProfiler.collectGarbage through its inspector, with the load held
// for the moment) after a warm-up and then every minute. Prints per instance the readings, the
// growth, request counts and errors per kind and the targets; writes bench-results/soak.json.
//
// Environment: BENCH_SOAK_MINUTES (default 10), BENCH_SOAK_WARMUP_SECONDS (default 60),
// BENCH_SOAK_DATABASE_NAME (default marketplace_soak; recreated and seeded, on the server of
// BENCH_DATABASE_URL / TEST_DATABASE_URL or 127.0.0.1:5432), BENCH_SOAK_REUSE_DB=1 (keep a database
// seeded by an earlier run), BENCH_SOAK_PORT_BASE (default 4700: instances on +1 and +2, their
// inspectors on +3 and +4, the worker's on +5, the SMTP sink on +6), BENCH_SOAK_SNAPSHOTS=1 (heap
// snapshots of instance A after the warm-up and at the end, in bench-results/, for a leak hunt),
// BENCH_SOAK_BROWSERS / BENCH_SOAK_CUSTOMERS / BENCH_SOAK_TILLS (concurrent actors: 6, 4, 2).
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = new URL('../..', import.meta.url).pathname;
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_SOAK_WARMUP_SECONDS ?? 60);
const PORT_BASE = Number(process.env.BENCH_SOAK_PORT_BASE ?? 4700);
const BROWSERS = Number(process.env.BENCH_SOAK_BROWSERS ?? 6);
const CUSTOMERS = Number(process.env.BENCH_SOAK_CUSTOMERS ?? 4);
const TILLS = Number(process.env.BENCH_SOAK_TILLS ?? 2);
const SNAPSHOTS = process.env.BENCH_SOAK_SNAPSHOTS === '1';
const GROWTH_TARGET_PERCENT = 10;
const DEALS = 10_000;
const BUSINESSES = 500;
const PURCHASES = 50_000;
const BULK_PASSWORD = 'bulk-password';
const CUSTOMER_PASSWORD = 'soak-password-1';

const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const DATABASE_NAME = process.env.BENCH_SOAK_DATABASE_NAME ?? 'marketplace_soak';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_NAME)) throw new Error(`BENCH_SOAK_DATABASE_NAME must be a plain lower-case identifier, not ${DATABASE_NAME}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${DATABASE_NAME}` }).toString();

const log = (message) => process.stderr.write(`${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const between = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

// --- processes (as scripts/bench.mjs) -------------------------------------------------------------

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', process.stderr.fd, 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function withAdmin(work) {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function query(sql, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database with the bench's data (the demo seed plus 10,000 deals, 500 businesses, 50,000 purchases). */
async function prepareDatabase() {
  if (process.env.BENCH_SOAK_REUSE_DB === '1') {
    const exists = await withAdmin(async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME])).rowCount > 0);
    if (exists && (await query('select count(*)::int as n from deals'))[0].n >= DEALS) {
      log(`== reusing the seeded database ${DATABASE_NAME}`);
      return;
    }
  }
  log(`== seeding PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}): ${DEALS} deals, ${BUSINESSES} businesses, ${PURCHASES} purchases`);
  await withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
  });
  const env = { DATABASE_URL: databaseUrl };
  const cli = join(root, 'apps/cli/dist/main.js');
  run(process.execPath, [cli, 'db', 'migrate'], env);
  run(process.execPath, [cli, 'seed'], env);
  run(process.execPath, [cli, 'seed', '--businesses', String(BUSINESSES), '--deals', String(DEALS), '--purchases', String(PURCHASES)], env);
}

function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use (set BENCH_SOAK_PORT_BASE)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

const children = new Set();

function spawnNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_MODE: 'true', NODE_ENV: 'development', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // At LOG_LEVEL=warn the processes log only what went wrong (a 503's cause, say): shown as it
  // comes. The inspector's "Debugger listening" lines are expected and left out.
  const relay = (chunk) => {
    const text = chunk.toString().split('\n').filter((line) => line && !/Debugger listening|Debugger ending|For help, see|Debugger attached|Waiting for the debugger/.test(line));
    if (text.length) log(text.map((line) => `  [${args[args.length - 1] === 'worker' ? 'worker' : 'app'} ${child.pid}] ${line.slice(0, 600)}`).join('\n'));
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function startInstance(name, port, inspectorPort, mail) {
  const child = spawnNode([`--inspect=127.0.0.1:${inspectorPort}`, join(root, 'apps/http/dist/main.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    JOBS: 'off',
    ...mail,
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/api/deals?limit=1`);
      if (reply.ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`instance ${name} did not start on port ${port}`);
    await sleep(250);
  }
  return { name, port, inspectorPort, base: `http://127.0.0.1:${port}`, child, pid: child.pid, requests: 0, readings: [] };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A Chrome DevTools Protocol session on a process's inspector (the first target of the port). */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const listeners = new Set();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    for (const listener of listeners) listener(message);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (message) => {
        if (message.id !== id) return;
        listeners.delete(onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      listeners.add(onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, on: (listener) => listeners.add(listener), close: () => socket.close() };
}

/**
 * The process's memory once a full garbage collection has run (twice, through its inspector):
 * what it retains, without the garbage the load leaves until V8 gets round to it. RSS is read at
 * the same moment.
 */
export async function memoryAfterGc(inspectorPort, pid) {
  const session = await inspector(inspectorPort);
  try {
    await session.call('HeapProfiler.collectGarbage');
    await session.call('HeapProfiler.collectGarbage');
    const usage = await session.call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const { heapUsed, external, arrayBuffers } = JSON.parse(usage.result.value);
    const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
    return { rssMb: mb(rssMb(pid) * 2 ** 20), heapUsedMb: mb(heapUsed), externalMb: mb(external), arrayBuffersMb: mb(arrayBuffers) };
  } finally {
    session.close();
  }
}

/** A heap snapshot (after a full GC) written to `file`, for Chrome DevTools' Memory tab. */
export async function heapSnapshot(inspectorPort, file) {
  const session = await inspector(inspectorPort);
  const out = createWriteStream(file);
  try {
    session.on((message) => {
      if (message.method === 'HeapProfiler.addHeapSnapshotChunk') out.write(message.params.chunk);
    });
    await session.call('HeapProfiler.collectGarbage');
    await session.call('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    session.close();
    await new Promise((resolve) => out.end(resolve));
  }
}

// --- the mail provider (as scripts/bench.mjs): accepts every message over SMTP and counts it ----

function startMailSink(port) {
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
    server.listen(port, '127.0.0.1', () => resolve({ received: () => received, close: () => new Promise((done) => server.close(done)) })),
  );
}

// --- the load ------------------------------------------------------------------------------------

/** Request kinds, in the order they are printed, with the group they count towards. */
const KINDS = {
  'list (hot: cache hits)': 'browse',
  'list (long tail: misses)': 'browse',
  'list near a zip': 'browse',
  'list, revalidated (304)': 'browse',
  'deal detail': 'browse',
  'list as a business (no cache)': 'browse',
  'sign up': 'sign in/out',
  'sign in (customer)': 'sign in/out',
  'sign in (business)': 'sign in/out',
  'sign out': 'sign in/out',
  'account, own purchases': 'sign in/out',
  'payment intent': 'buy',
  'demo confirm': 'buy',
  'record purchase': 'buy',
  'validate code': 'redeem',
  'redeem code': 'redeem',
  'deliberate: wrong password (401)': 'deliberate',
  'deliberate: unknown code (404)': 'deliberate',
  'deliberate: picture of a pass (410)': 'deliberate',
  'deliberate: no such deal (404)': 'deliberate',
  'deliberate: bad query (400)': 'deliberate',
};

/** Everything the actors share: the instances, the counters, the gate that holds the load for a reading. */
class Load {
  constructor(instances) {
    this.instances = instances;
    this.turn = 0;
    this.stats = new Map(Object.keys(KINDS).map((kind) => [kind, { requests: 0, errors: 0, times: [] }]));
    this.errorSamples = [];
    this.inFlight = 0;
    this.gate = null;
    this.openGate = null;
    this.drained = null;
    this.stopped = false;
    this.addressCount = 0;
  }

  /** A client address of its own (the servers trust one proxy): the limits count per address. */
  nextAddress() {
    const n = ++this.addressCount;
    return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** Both instances in turn, request by request: any instance serves any session (they are in the database). */
  nextInstance() {
    this.turn = (this.turn + 1) % this.instances.length;
    return this.instances[this.turn];
  }

  async hold() {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
    if (this.inFlight > 0) await new Promise((resolve) => (this.drained = resolve));
  }

  release() {
    const open = this.openGate;
    this.gate = null;
    this.openGate = null;
    open?.();
  }

  /**
   * One request as `actor` (its cookies and address), counted under `kind`; an answer outside
   * `expect` is an error. Returns { status, json } (json null when the body is not JSON).
   */
  async call(kind, actor, method, path, { body, expect = [200], headers = {} } = {}) {
    while (this.gate) await this.gate;
    const instance = this.nextInstance();
    const stat = this.stats.get(kind);
    this.inFlight++;
    const t0 = performance.now();
    let status = 0;
    let text;
    try {
      const reply = await fetch(`${instance.base}${path}`, {
        method,
        headers: {
          'x-forwarded-for': actor.address,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(actor.cookies.size ? { cookie: [...actor.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = reply.status;
      for (const line of reply.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((attribute) => /^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]) < Date.now());
        if (!value || expired) actor.cookies.delete(name);
        else actor.cookies.set(name, value);
      }
      actor.etag = reply.headers.get('etag');
      text = await reply.text();
    } catch (error) {
      text = error instanceof Error ? error.message : String(error);
    } finally {
      this.inFlight--;
      if (this.inFlight === 0 && this.drained) {
        const drained = this.drained;
        this.drained = null;
        drained();
      }
    }
    stat.requests++;
    instance.requests++;
    stat.times.push(performance.now() - t0);
    if (!expect.includes(status)) {
      stat.errors++;
      if (this.errorSamples.length < 20) this.errorSamples.push({ kind, instance: instance.name, method, path, status, body: text.slice(0, 200) });
    }
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status, ok: expect.includes(status), json };
  }

  summary() {
    const kinds = [];
    for (const [kind, stat] of this.stats) {
      const sorted = stat.times.toSorted((a, b) => a - b);
      const at = (p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0);
      kinds.push({ kind, group: KINDS[kind], requests: stat.requests, errors: stat.errors, p50: at(50), p99: at(99) });
    }
    return kinds;
  }

  total() {
    let requests = 0;
    for (const stat of this.stats.values()) requests += stat.requests;
    return requests;
  }
}

const newActor = (load) => ({ address: load.nextAddress(), cookies: new Map(), etag: null });

/** What shoppers ask for: a hot set (the home page, first pages, each category's first page) and a long tail. */
function catalogue(categories, words, zips) {
  const hot = [
    '/api/deals?featured=true&limit=6',
    '/api/deals?page=1&limit=12',
    '/api/deals?page=2&limit=12',
    '/api/deals?page=3&limit=12',
    ...categories.map((category) => `/api/deals?category=${encodeURIComponent(category)}&page=1&limit=12`),
    '/api/deals?q=coffee&limit=12',
    '/api/deals?near=78701&radiusKm=10&limit=12',
  ];
  const tail = () => {
    const params = new URLSearchParams();
    const roll = Math.random();
    if (roll < 0.35) params.set('category', pick(categories));
    else if (roll < 0.6) params.set('q', pick(words));
    else if (roll < 0.7) {
      params.set('category', pick(categories));
      params.set('q', pick(words));
    }
    params.set('page', String(between(1, roll < 0.35 ? 60 : roll < 0.7 ? 8 : 300)));
    params.set('limit', String(pick([12, 12, 12, 24])));
    return `/api/deals?${params}`;
  };
  const near = () => `/api/deals?near=${pick(zips)}&radiusKm=${pick([2, 5, 10, 25])}&page=${between(1, 6)}&limit=12`;
  return { hot, tail, near };
}

/** A shopper, signed out: lists, near me, details; now and then a revalidation with the ETag it has. */
async function browser(load, data) {
  const actor = newActor(load);
  let etagPath = null;
  while (!load.stopped) {
    const roll = Math.random();
    if (roll < 0.4) {
      // A crowd on a popular page: four visitors at once, two on each instance, so within the
      // cache's second the first asks the database and the others share or reuse its answer.
      const path = pick(data.catalogue.hot);
      const crowd = [actor, ...Array.from({ length: 3 }, () => ({ address: actor.address, cookies: new Map(), etag: null }))];
      await Promise.all(crowd.map((visitor) => load.call('list (hot: cache hits)', visitor, 'GET', path)));
      etagPath = actor.etag ? { path, etag: actor.etag } : etagPath;
    } else if (roll < 0.65) await load.call('list (long tail: misses)', actor, 'GET', data.catalogue.tail());
    else if (roll < 0.75) await load.call('list near a zip', actor, 'GET', data.catalogue.near());
    else if (roll < 0.8 && etagPath) await load.call('list, revalidated (304)', actor, 'GET', etagPath.path, { headers: { 'if-none-match': etagPath.etag }, expect: [200, 304] });
    else {
      // A third of the details are the hot ones (the first pages' deals), the rest anywhere.
      const id = Math.random() < 0.35 ? pick(data.hotDealIds) : pick(data.allDealIds);
      await load.call('deal detail', actor, 'GET', `/api/deals/${id}`);
    }
    // Now and then a new visitor (a new address).
    if (Math.random() < 0.02) actor.address = load.nextAddress();
    await sleep(between(0, 10));
  }
}

/**
 * A customer's visit: signs up (a new account) or signs in (one signed up earlier, or a bulk
 * customer who only looks), browses, buys one to three deals, looks at their purchases, signs out.
 * The codes go to the tills' queue.
 */
async function customer(load, data) {
  while (!load.stopped) {
    const actor = newActor(load);
    let account = null;
    const roll = Math.random();
    if (roll < 0.25 || data.customers.length < 10) {
      const n = ++data.registered;
      const username = `soak${data.runTag}${n.toString(36)}`;
      const reply = await load.call('sign up', actor, 'POST', '/api/register', {
        body: { username, email: `${username}@soak.example`, password: CUSTOMER_PASSWORD },
        expect: [201],
      });
      if (!reply.ok) continue;
      account = { email: `${username}@soak.example`, bought: new Set() };
      data.customers.push(account);
    } else if (roll < 0.85) {
      account = pick(data.customers);
      const reply = await load.call('sign in (customer)', actor, 'POST', '/api/login', { body: { email: account.email, password: CUSTOMER_PASSWORD } });
      if (!reply.ok) continue;
    } else {
      const reply = await load.call('sign in (customer)', actor, 'POST', '/api/login', { body: { email: pick(data.bulkCustomerEmails), password: BULK_PASSWORD } });
      if (!reply.ok) continue;
    }
    await load.call('account, own purchases', actor, 'GET', '/api/user');
    for (let i = between(1, 3); i > 0 && !load.stopped; i--) {
      await load.call(Math.random() < 0.5 ? 'list (hot: cache hits)' : 'list (long tail: misses)', actor, 'GET', Math.random() < 0.5 ? pick(data.catalogue.hot) : data.catalogue.tail());
      await load.call('deal detail', actor, 'GET', `/api/deals/${pick(data.allDealIds)}`);
    }
    if (account) {
      for (let i = between(1, 3); i > 0 && !load.stopped; i--) {
        const deal = pick(data.buyable);
        // Each account buys a deal once (a deal allows a few uses per customer).
        if (account.bought.has(deal.id)) continue;
        account.bought.add(deal.id);
        const idempotencyKey = `soak-${crypto.randomUUID()}`;
        const intent = await load.call('payment intent', actor, 'POST', '/api/create-payment-intent', { body: { dealId: deal.id }, headers: { 'idempotency-key': idempotencyKey } });
        if (!intent.ok) continue;
        const confirmed = await load.call('demo confirm', actor, 'POST', '/api/demo-payments/confirm', {
          body: { clientSecret: intent.json.clientSecret, card: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Soak' } },
        });
        if (!confirmed.ok) continue;
        const purchase = await load.call('record purchase', actor, 'POST', '/api/purchases', {
          body: { dealId: deal.id, price: intent.json.price, discountPercent: intent.json.discountPercent, redemptions: intent.json.redemptions, stripePaymentIntentId: confirmed.json.paymentIntentId },
          expect: [201],
        });
        if (!purchase.ok) continue;
        const queue = data.codes.get(deal.businessId) ?? [];
        queue.push({ text: purchase.json.textCode, qr: purchase.json.qrCode, secret: purchase.json.passSecret });
        data.codes.set(deal.businessId, queue);
      }
      await load.call('account, own purchases', actor, 'GET', '/api/user/purchases');
    }
    await load.call('sign out', actor, 'POST', '/api/logout');
    await sleep(between(0, 20));
  }
}

/** What the customer's phone shows at the till (core/src/purchases/domain/live-pass.ts): LP1.<token>.<30-second step>.<HMAC>. */
function livePass(token, secret) {
  const step = Math.floor(Date.now() / 30_000);
  const mac = createHmac('sha256', secret).update(`${token}.${step}`).digest().subarray(0, 16).toString('base64url');
  return `LP1.${token}.${step}.${mac}`;
}

/** How often a till sends a deliberate failing look-up: 12 a minute, under the address's 20. */
const PROBE_EVERY_MS = 5_000;

/** A till: signs in as a business with codes waiting, validates and redeems a few, signs out. */
async function till(load, data) {
  const actor = newActor(load);
  let sessions = 0;
  let lastProbe = 0;
  while (!load.stopped) {
    const waiting = [...data.codes].filter(([, codes]) => codes.length > 0);
    if (waiting.length === 0) {
      await sleep(100);
      continue;
    }
    const [businessId, codes] = pick(waiting);
    const signedIn = await load.call('sign in (business)', actor, 'POST', '/api/business/login', { body: { email: data.businessEmails.get(businessId), password: BULK_PASSWORD } });
    if (!signedIn.ok) continue;
    sessions++;
    if (Math.random() < 0.3) await load.call('list as a business (no cache)', actor, 'GET', `/api/deals?page=${between(1, 20)}&limit=12`);
    let screenshot = null;
    for (let i = between(2, 4); i > 0 && codes.length > 0 && !load.stopped; i--) {
      const code = codes.shift();
      // The till scans the live QR code on the customer's phone or types the text code.
      const value = Math.random() < 0.5 ? livePass(code.qr, code.secret) : code.text;
      const checked = await load.call('validate code', actor, 'POST', '/api/business/validate-code', { body: { code: value } });
      if (!checked.ok) continue;
      const redeemed = await load.call('redeem code', actor, 'POST', '/api/business/redeem', { body: { code: value, ...(Math.random() < 0.5 ? { billCents: between(1000, 9000) } : {}) } });
      if (redeemed.ok) screenshot = code.qr;
    }
    // Now and then a mistyped code (a look-up that finds nothing: 404) or a picture of a pass (its
    // fixed QR token: 410), at most one every 5 s: each counts against the till's address, which
    // may fail 20 look-ups a minute (rate-limits.ts) before every look-up from it is refused, as a
    // code-guessing till would be. Counted per session instead, a fast machine's tills passed it.
    if (Date.now() - lastProbe >= PROBE_EVERY_MS) {
      lastProbe = Date.now();
      if (sessions % 2 === 0) await load.call('deliberate: unknown code (404)', actor, 'POST', '/api/business/validate-code', { body: { code: 'ZZZZZ-ZZZZZ' }, expect: [404] });
      else if (screenshot) await load.call('deliberate: picture of a pass (410)', actor, 'POST', '/api/business/validate-code', { body: { code: screenshot }, expect: [410] });
    }
    await load.call('sign out', actor, 'POST', '/api/logout');
    await sleep(between(0, 20));
  }
}

/** The requests that must fail, every few seconds: their error paths are part of the soak. */
async function mistakes(load, data) {
  let n = 0;
  while (!load.stopped) {
    await sleep(2_000);
    if (load.stopped) break;
    const actor = newActor(load);
    switch (n++ % 3) {
      case 0:
        await load.call('deliberate: wrong password (401)', actor, 'POST', '/api/login', { body: { email: pick(data.bulkCustomerEmails), password: 'not-the-password' }, expect: [401] });
        break;
      case 1:
        await load.call('deliberate: no such deal (404)', actor, 'GET', `/api/deals/${900_000_000 + n}`, { expect: [404] });
        break;
      default:
        await load.call('deliberate: bad query (400)', actor, 'GET', `/api/deals?page=0&n=${n}`, { expect: [400] });
    }
  }
}

/** The data the actors draw on: deal ids, the deals to buy and their businesses' emails, bulk customers. */
async function loadData(instance) {
  const dealPage = async (page, extra = '') => (await (await fetch(`${instance.base}/api/deals?limit=100&page=${page}${extra}`)).json()).deals;
  const hotDealIds = (await dealPage(1)).slice(0, 36).map((deal) => deal.id);
  // Details: the published deals of the first 40 pages (4,000 of them).
  const allDealIds = [];
  for (let page = 1; page <= 40; page++) allDealIds.push(...(await dealPage(page)).map((deal) => deal.id));
  // Deals to buy: the published deals of pages 5 to 10 (bulk businesses, whose owners sign in with the bulk password).
  const published = [];
  for (let page = 5; page <= 10; page++) published.push(...(await dealPage(page)));
  const businesses = await query("select id, email from businesses where email like '%@bulk.example' and id = any($1)", [[...new Set(published.map((deal) => deal.businessId))]]);
  const businessEmails = new Map(businesses.map((row) => [row.id, row.email]));
  const buyable = published.filter((deal) => businessEmails.has(deal.businessId)).map((deal) => ({ id: deal.id, businessId: deal.businessId }));
  const bulkCustomerEmails = (await query("select email from users where email like '%@bulk.example' order by id limit 2000")).map((row) => row.email);
  // The catalogue's categories (core/src/deals/domain/category.ts).
  const categories = ['Restaurant', 'Café', 'Retail', 'Wellness', 'Fitness', 'Beauty', 'Entertainment', 'Services', 'Other'];
  const words = ['coffee', 'brunch', 'massage', 'yoga', 'pizza', 'bike', 'nails', 'bowling', 'ramen', 'facial', 'tasting', 'pastry', 'class', 'dinner', 'gear', 'grooming', 'pottery', 'escape', 'spin', 'lunch'];
  const zips = ['78701', '78702', '78704', '80202', '80205', '97201', '97209', '60601', '60614', '98101', '98107', '37203', '37206'];
  return {
    hotDealIds,
    allDealIds,
    buyable,
    businessEmails,
    bulkCustomerEmails,
    catalogue: catalogue(categories, words, zips),
    customers: [],
    registered: 0,
    runTag: Date.now().toString(36).slice(-5),
    codes: new Map(),
  };
}

/**
 * Fills each instance's catalogue cache to its working size (the cache keeps at most 1,000 answers;
 * the long tail goes past that), so the readings compare a cache at its bound with itself.
 */
async function fillCaches(load, data, perInstance = 1_200) {
  const actor = newActor(load);
  let left = perInstance * load.instances.length;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (left-- > 0) await load.call(Math.random() < 0.8 ? 'list (long tail: misses)' : 'list near a zip', actor, 'GET', Math.random() < 0.8 ? data.catalogue.tail() : data.catalogue.near());
    }),
  );
}

// --- the run -------------------------------------------------------------------------------------

export async function main() {
  if (!existsSync(join(root, 'apps/http/dist/main.js')) || !existsSync(join(root, 'apps/cli/dist/main.js'))) run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b']);
  const ports = { a: PORT_BASE + 1, b: PORT_BASE + 2, inspectA: PORT_BASE + 3, inspectB: PORT_BASE + 4, inspectWorker: PORT_BASE + 5, mail: PORT_BASE + 6 };
  for (const port of Object.values(ports)) await assertFree(port);
  await prepareDatabase();

  const mailSink = await startMailSink(ports.mail);
  const mail = { SMTP_URL: `smtp://127.0.0.1:${ports.mail}`, MAIL_FROM: 'Soak <soak@bench.example>' };
  const cleanUp = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  process.once('exit', cleanUp);

  const started = new Date();
  const loadAverages = [];
  const results = {
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    minutes: MINUTES,
    warmupSeconds: WARMUP_SECONDS,
    actors: { browsers: BROWSERS, customers: CUSTOMERS, tills: TILLS },
    instances: [],
    worker: null,
  };
  let instances = [];
  let worker = null;
  try {
    log('== starting two instances (JOBS=off) and one worker');
    instances = await Promise.all([startInstance('A', ports.a, ports.inspectA, mail), startInstance('B', ports.b, ports.inspectB, mail)]);
    worker = spawnNode([`--inspect=127.0.0.1:${ports.inspectWorker}`, join(root, 'apps/cli/dist/main.js'), 'worker'], mail);
    await sleep(1_500);
    if (worker.exitCode !== null) throw new Error('the worker did not start');

    const load = new Load(instances);
    const data = await loadData(instances[0]);
    if (data.buyable.length < 100) throw new Error(`only ${data.buyable.length} deals to buy`);
    const mailedAtStart = mailSink.received();

    const actors = [
      ...Array.from({ length: BROWSERS }, () => browser(load, data)),
      ...Array.from({ length: CUSTOMERS }, () => customer(load, data)),
      ...Array.from({ length: TILLS }, () => till(load, data)),
      mistakes(load, data),
    ];
    const failed = Promise.all(actors).catch((error) => error);

    log(`== warm-up: caches filled, then ${WARMUP_SECONDS} s of the mixed load`);
    await fillCaches(load, data);
    await sleep(WARMUP_SECONDS * 1000);

    const read = async (label) => {
      const underLoad = instances.map((instance) => Math.round(rssMb(instance.pid)));
      await load.hold();
      // Taking a snapshot raises the process's RSS for good (V8 keeps the pages): the first one is
      // taken before the warm-up reading and the last after the end's, so the readings in between
      // compare like with like.
      const snapshot = async (name) => {
        mkdirSync(join(root, 'bench-results'), { recursive: true });
        const file = join(root, 'bench-results', `soak-A-${name}.heapsnapshot`);
        await heapSnapshot(instances[0].inspectorPort, file);
        log(`   heap snapshot: ${file}`);
      };
      try {
        if (SNAPSHOTS && label === 'after warm-up') await snapshot('warmup');
        for (const [i, instance] of instances.entries()) {
          instance.readings.push({ label, requests: instance.requests, rssUnderLoadMb: underLoad[i], ...(await memoryAfterGc(instance.inspectorPort, instance.pid)) });
        }
        if (SNAPSHOTS && label === 'end') await snapshot('end');
      } finally {
        load.release();
      }
      loadAverages.push(loadavg()[0]);
      const line = instances.map((instance) => {
        const last = instance.readings.at(-1);
        return `${instance.name}: RSS ${last.rssMb} MB, heap ${last.heapUsedMb} MB`;
      });
      log(`   ${label.padEnd(13)} ${line.join('; ')}; ${load.total()} requests so far, load average ${loadavg()[0].toFixed(1)}`);
    };

    await read('after warm-up');
    const warmRequests = load.total();
    const soakStarted = Date.now();
    const workerBefore = await memoryAfterGc(ports.inspectWorker, worker.pid);
    log(`== soak: ${MINUTES} min`);
    for (let minute = 1; minute <= MINUTES; minute++) {
      const due = soakStarted + minute * 60_000;
      while (Date.now() < due) {
        const outcome = await Promise.race([sleep(Math.min(1_000, Math.max(0, due - Date.now()))).then(() => null), failed]);
        if (outcome instanceof Error) throw outcome;
      }
      await read(minute === MINUTES ? 'end' : `minute ${minute}`);
    }
    const soakSeconds = (Date.now() - soakStarted) / 1000;
    load.stopped = true;
    await failed;
    const workerAfter = await memoryAfterGc(ports.inspectWorker, worker.pid);

    // The worker has mailed the receipts and welcomes; the outbox drains within a few seconds.
    const mailDeadline = Date.now() + 30_000;
    let unsent = Infinity;
    while (Date.now() < mailDeadline) {
      unsent = (await query('select count(*)::int as n from email_outbox where sent_at is null'))[0].n;
      if (unsent === 0) break;
      await sleep(500);
    }

    const kinds = load.summary();
    const soakRequests = load.total() - warmRequests;
    for (const instance of instances) {
      const [warm] = instance.readings;
      const end = instance.readings.at(-1);
      results.instances.push({
        name: instance.name,
        port: instance.port,
        requests: instance.requests,
        afterWarmup: warm,
        perMinute: instance.readings.slice(1),
        end,
        peakRssMb: Math.max(...instance.readings.map((reading) => reading.rssMb)),
        growthPercent: Number((((end.rssMb - warm.rssMb) / warm.rssMb) * 100).toFixed(1)),
        heapGrowthPercent: Number((((end.heapUsedMb - warm.heapUsedMb) / warm.heapUsedMb) * 100).toFixed(1)),
      });
    }
    results.worker = {
      start: workerBefore,
      end: workerAfter,
      growthPercent: Number((((workerAfter.rssMb - workerBefore.rssMb) / workerBefore.rssMb) * 100).toFixed(1)),
    };
    const group = (name) => kinds.filter((kind) => kind.group === name);
    const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
    results.requests = {
      total: load.total(),
      duringSoak: soakRequests,
      perSecond: Math.round(soakRequests / soakSeconds),
      kinds,
      groups: Object.fromEntries(['browse', 'buy', 'redeem', 'sign in/out', 'deliberate'].map((name) => [name, { requests: sum(group(name), 'requests'), errors: sum(group(name), 'errors') }])),
      errors: sum(kinds.filter((kind) => kind.group !== 'deliberate'), 'errors'),
      deliberateErrors: sum(group('deliberate'), 'requests'),
      deliberateUnexpected: sum(group('deliberate'), 'errors'),
      errorSamples: load.errorSamples,
    };
    results.business = {
      customersSignedUp: data.registered,
      purchases: kinds.find((kind) => kind.kind === 'record purchase').requests - kinds.find((kind) => kind.kind === 'record purchase').errors,
      redeemed: kinds.find((kind) => kind.kind === 'redeem code').requests - kinds.find((kind) => kind.kind === 'redeem code').errors,
      codesLeftInQueue: [...data.codes.values()].reduce((total, codes) => total + codes.length, 0),
    };
    results.mail = { mailed: mailSink.received() - mailedAtStart, unsentAtEnd: unsent };
    results.noise = {
      loadAverage1m: { min: Number(Math.min(...loadAverages).toFixed(1)), max: Number(Math.max(...loadAverages).toFixed(1)) },
      note: 'The 1-minute load average at each reading, on a machine shared with other work: the figures are as noisy as it is above the core count.',
    };
    results.targets = targets(results);
  } finally {
    await Promise.all([...instances.map((instance) => stop(instance.child)), ...(worker ? [stop(worker)] : [])]);
    await mailSink.close();
  }

  print(results);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'soak.json'), `${JSON.stringify({ ...results, startedAt: started.toISOString(), at: new Date().toISOString() }, null, 2)}\n`);
  log('\nwritten: bench-results/soak.json');
}

function targets(r) {
  const checks = [];
  const check = (target, measured, met) => checks.push({ target, measured, met });
  for (const instance of r.instances) {
    check(
      `instance ${instance.name}: RSS after a full GC at the end within ${GROWTH_TARGET_PERCENT}% of after warm-up`,
      `${instance.afterWarmup.rssMb} → ${instance.end.rssMb} MB (${signed(instance.growthPercent)}); heap used ${instance.afterWarmup.heapUsedMb} → ${instance.end.heapUsedMb} MB (${signed(instance.heapGrowthPercent)})`,
      instance.growthPercent <= GROWTH_TARGET_PERCENT,
    );
  }
  check('no errors (besides the deliberate ones)', `${r.requests.errors} of ${r.requests.total} requests; deliberate: ${r.requests.deliberateErrors} (${r.requests.deliberateUnexpected} answered otherwise)`, r.requests.errors === 0 && r.requests.deliberateUnexpected === 0);
  check('every receipt and welcome mailed by the worker', `${r.mail.mailed} mailed, ${r.mail.unsentAtEnd} unsent at the end`, r.mail.unsentAtEnd === 0);
  return checks;
}

const signed = (value) => `${value >= 0 ? '+' : ''}${value}%`;

function print(r) {
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const lines = [];
  lines.push(`Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GiB, Node ${r.machine.node}; two instances + one worker on PostgreSQL, loopback; load average ${r.noise.loadAverage1m.min}–${r.noise.loadAverage1m.max} at the readings.`);
  lines.push(
    `Soak: ${r.minutes} min after a ${r.warmupSeconds} s warm-up, ${r.actors.browsers} shoppers, ${r.actors.customers} customers, ${r.actors.tills} tills; ${r.requests.duringSoak} requests in the soak (${r.requests.perSecond}/s), ${r.requests.total} in all; ` +
      `${r.business.customersSignedUp} sign-ups, ${r.business.purchases} purchases, ${r.business.redeemed} codes redeemed, ${r.mail.mailed} emails mailed by the worker.`,
  );
  lines.push('');
  lines.push('Memory after a full GC (RSS / heap used, MB):');
  lines.push('');
  const labels = r.instances[0].perMinute.map((reading) => reading.label);
  lines.push(row(['Instance', 'requests', 'after warm-up', ...labels, 'growth', 'heap growth']));
  lines.push(row(['---', '---:', '---:', ...labels.map(() => '---:'), '---:', '---:']));
  for (const instance of r.instances) {
    const cell = (reading) => `${reading.rssMb} / ${reading.heapUsedMb}`;
    lines.push(row([instance.name, instance.requests, cell(instance.afterWarmup), ...instance.perMinute.map(cell), signed(instance.growthPercent), signed(instance.heapGrowthPercent)]));
  }
  lines.push(`Worker: RSS ${r.worker.start.rssMb} → ${r.worker.end.rssMb} MB (${signed(r.worker.growthPercent)}), heap used ${r.worker.start.heapUsedMb} → ${r.worker.end.heapUsedMb} MB.`);
  lines.push('');
  lines.push(row(['Requests (warm-up included)', 'group', 'count', 'errors', 'p50 ms', 'p99 ms']));
  lines.push(row(['---', '---', '---:', '---:', '---:', '---:']));
  for (const kind of r.requests.kinds) lines.push(row([kind.kind, kind.group, kind.requests, kind.errors, kind.p50, kind.p99]));
  for (const [name, group] of Object.entries(r.requests.groups)) lines.push(row([`**${name}**`, '', group.requests, group.errors, '', '']));
  if (r.requests.errorSamples.length) {
    lines.push('');
    lines.push('Error samples:');
    for (const sample of r.requests.errorSamples) lines.push(`  ${sample.kind} on ${sample.instance}: ${sample.method} ${sample.path} → ${sample.status} ${sample.body}`);
  }
  lines.push('');
  lines.push(row(['Target', 'Measured', 'Met']));
  lines.push(row(['---', '---', '---']));
  for (const t of r.targets) lines.push(row([t.target, t.measured, t.met ? 'yes' : '**no**']));
  console.log(lines.join('\n'));
}
