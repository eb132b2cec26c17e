/**
 * A minimal read-only server until the HTTP server issue builds the Koa app: it wires the core's
 * use cases to the in-memory adapters, seeds the demo data, and serves the health check, the
 * categories and the public deal list and detail as JSON. Nothing is persisted yet.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { ANONYMOUS } from '@marketplace/core/accounts/domain/actor';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { ListDeals } from '@marketplace/core/deals/application/list-deals.use-case';
import { GetDeal } from '@marketplace/core/deals/application/get-deal.use-case';
import { ALL_DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import type { Deal } from '@marketplace/core/deals/domain/deal';
import { DomainError } from '@marketplace/core/shared/domain/domain-error';
import { centsToDollars } from '@marketplace/core/shared/domain/money';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';

const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '0.0.0.0';

const { repositories, transactions } = createInMemoryRepositories();
const clock = new SystemClock();
const listDeals = new ListDeals({ deals: repositories.deals, businesses: repositories.businesses, clock });
const getDeal = new GetDeal({ deals: repositories.deals, businesses: repositories.businesses, clock });

await new SeedDemoData({ transactions, hasher: new Argon2PasswordHasher(), clock }).execute({
  admin: { email: process.env['ADMIN_EMAIL'] ?? DEMO_ADMIN.email, password: process.env['ADMIN_PASSWORD'] ?? DEMO_ADMIN.password },
  demo: process.env['DEMO_MODE'] !== 'false',
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
  if (url.pathname === '/api/categories') return send(res, 200, ALL_DEAL_CATEGORIES.map((name, index) => ({ id: index + 1, name })));
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

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    if (error instanceof DomainError) {
      const issues = 'issues' in error ? error.issues : undefined;
      return send(res, STATUS[error.kind] ?? 400, { message: error.message, issues });
    }
    console.error(error);
    send(res, 500, { message: 'Internal server error' });
  });
}).listen(port, host, () => {
  console.log(`Marketplace (foundation build, in-memory demo data) on http://localhost:${port}  try /api/deals`);
});
