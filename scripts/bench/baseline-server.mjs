#!/usr/bin/env node
// The benchmark's baseline: GET /api/deals served by nothing but node:http and pg, with the same
// two statements per page as the app (rows + total, then the page's businesses) and byte-for-byte
// the same JSON as the app's presenter. What the app costs on top of this is the framework,
// sessions, validation, the ORM and the domain model.
// Usage: DATABASE_URL=postgres://... PORT=4102 node scripts/bench/baseline-server.mjs
import { createServer } from 'node:http';
import pg from 'pg';
// Pure presentation rules shared with the app's presenter (no framework): a picture's widths, a rating's average.
import { dealImage } from '../../core/dist/media/domain/picture.js';
import { ratingOf } from '../../core/dist/reviews/domain/review.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const dollars = (cents) => (cents == null ? null : cents / 100);

function present(row, business) {
  return {
    id: row.id,
    businessId: row.business_id,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price_cents / 100,
    basePrice: row.base_price_cents / 100,
    discountPercent: row.discount_percent,
    isSliderDeal: row.is_slider_deal,
    minPrice: dollars(row.min_price_cents),
    maxPrice: dollars(row.max_price_cents),
    minDiscountPercent: row.min_discount_percent,
    maxDiscountPercent: row.max_discount_percent,
    discountSteps: row.discount_steps ? JSON.stringify(row.discount_steps) : null,
    minRedemptions: row.min_redemptions,
    maxRedemptions: row.max_redemptions,
    redemptionSteps: row.redemption_steps,
    freeItem: row.free_item,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    maxRedemptionsPerUser: row.max_redemptions_per_user,
    imageUrl: row.image_url,
    image: dealImage(row.image_url),
    active: row.active,
    featured: row.featured,
    createdAt: row.created_at.toISOString(),
    business: business ? { id: business.id, name: business.name, city: business.city, state: business.state, zip: business.zip } : null,
    rating: business ? ratingOf(business.rating_count, business.rating_sum) : null,
  };
}

async function listDeals(params) {
  const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1);
  const limit = Math.min(100, Math.max(1, Math.trunc(Number(params.get('limit') ?? 12)) || 12));
  const now = new Date().toISOString();
  const where = ['d.active = true', 'd.start_date <= $1', 'd.end_date >= $1'];
  const values = [now];
  const category = params.get('category');
  if (category) {
    values.push(category);
    where.push(`d.category = $${values.length}`);
  }
  const featured = params.get('featured');
  if (featured === 'true' || featured === 'false') {
    values.push(featured === 'true');
    where.push(`d.featured = $${values.length}`);
  }
  const q = params.get('q')?.trim();
  if (q) {
    values.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(d.title ilike $${values.length} or d.description ilike $${values.length})`);
  }
  const clause = where.join(' and ');
  const [rows, count] = await Promise.all([
    pool.query(`select d.* from deals d where ${clause} order by d.id desc limit ${limit} offset ${(page - 1) * limit}`, values),
    pool.query(`select count(*)::int as total from deals d where ${clause}`, values),
  ]);
  const ids = [...new Set(rows.rows.map((row) => row.business_id))];
  const businesses = ids.length ? (await pool.query('select id, name, city, state, zip, rating_count, rating_sum from businesses where id = any($1::int[])', [ids])).rows : [];
  const byId = new Map(businesses.map((business) => [business.id, business]));
  const total = count.rows[0].total;
  const totalPages = Math.ceil(total / limit);
  return {
    deals: rows.rows.map((row) => present(row, byId.get(row.business_id))),
    pagination: { total, page, limit, totalPages, hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
  };
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' || url.pathname !== '/api/deals') {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  try {
    const body = JSON.stringify(await listDeals(url.searchParams));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
  }
});
server.listen(Number(process.env.PORT ?? 4102), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
