/**
 * A minimal read-only server until the HTTP server issue builds the Koa app: it opens the
 * database (PostgreSQL with DATABASE_URL, else the embedded engine in DATA_DIR), applies the
 * migrations, seeds the admin and the demo data, and serves the health checks, the categories
 * and the public deal list and detail as JSON.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { ANONYMOUS } from '@marketplace/core/accounts/domain/actor';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { ListDeals } from '@marketplace/core/deals/application/list-deals.use-case';
import { GetDeal } from '@marketplace/core/deals/application/get-deal.use-case';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import type { Deal } from '@marketplace/core/deals/domain/deal';
import { DomainError } from '@marketplace/core/shared/domain/domain-error';
import { centsToDollars } from '@marketplace/core/shared/domain/money';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';
import { ConfigError, loadConfig, type AppConfig } from './config.js';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(78);
}

const database = await MikroOrmDatabase.open(config.database);
const { applied } = await database.migrate();
if (applied.length) console.log(`Applied ${applied.length} migration(s): ${applied.join(', ')}`);
const { repositories, transactions } = database;
const clock = new SystemClock();
const listDeals = new ListDeals({ deals: repositories.deals, businesses: repositories.businesses, clock });
const getDeal = new GetDeal({ deals: repositories.deals, businesses: repositories.businesses, clock });

await new SeedDemoData({ transactions, hasher: new Argon2PasswordHasher(), clock }).execute({
  admin: config.admin,
  demo: config.demoMode,
});

function presentDeal(deal: Deal) {
  const p = deal.toProps();
  return {
    id: p.id,
    businessId: p.businessId,
    title: p.title,
    description: p.description,
    category: p.category,
    price: centsToDollars(p.priceCents),
    discountPercent: p.discountPercent,
    isSliderDeal: p.isSliderDeal,
    minPrice: p.minPriceCents === null ? null : centsToDollars(p.minPriceCents),
    maxPrice: p.maxPriceCents === null ? null : centsToDollars(p.maxPriceCents),
    discountSteps: p.discountSteps,
    startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    maxRedemptionsPerUser: p.maxRedemptionsPerUser,
    imageUrl: p.imageUrl,
    active: p.active,
    featured: p.featured,
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
  if (url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
  if (url.pathname === '/readyz') {
    const ready = await database.isReachable();
    return send(res, ready ? 200 : 503, { status: ready ? 'ready' : 'database unreachable' });
  }
  if (url.pathname === '/api/categories') return send(res, 200, await repositories.categories.list());
  if (url.pathname === '/api/deals') {
    const query = parseOrThrow(dealsQuerySchema, Object.fromEntries(url.searchParams));
    const { deals, pagination } = await listDeals.execute(ANONYMOUS, query);
    return send(res, 200, { deals: deals.map(presentDeal), pagination });
  }
  const match = /^\/api\/deals\/(\d{1,9})$/.exec(url.pathname);
  if (match) return send(res, 200, presentDeal((await getDeal.execute(ANONYMOUS, Number(match[1]))).deal));
  return send(res, 404, { message: 'Not found' });
}

const STATUS = { validation: 400, not_found: 404 } as Record<string, number>;

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    if (error instanceof DomainError) {
      const issues = 'issues' in error ? error.issues : undefined;
      return send(res, STATUS[error.kind] ?? 400, { message: error.message, issues });
    }
    console.error(error);
    send(res, 500, { message: 'Internal server error' });
  });
}).listen(config.port, config.host, () => {
  const where = database.engine === 'postgresql' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(`Marketplace on http://localhost:${config.port} using ${where}; try /api/deals`);
});

function shutDown(): void {
  server.close(() => void database.close().then(() => process.exit(0)));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
