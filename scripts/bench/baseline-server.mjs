#!/usr/bin/env node
// The benchmark's baseline, the limit the app is held to: GET /api/deals served by nothing but
// node:http and pg, each list (the page, its businesses and the total) in ONE statement, with the
// same rules and byte-for-byte the same JSON as the app's presenter (near me included). What the app
// costs on top of this is the framework, sessions, validation, the ORM and the domain model.
// Usage: DATABASE_URL=postgres://... PORT=4102 node scripts/bench/baseline-server.mjs
import { createServer } from 'node:http';
import pg from 'pg';
// Pure presentation rules shared with the app's presenter (no framework): a picture's widths, a rating's average.
import { dealImage } from '../../core/dist/media/domain/picture.js';
import { ratingOf } from '../../core/dist/reviews/domain/review.js';
import { ZipcodesZipGeocoder } from '../../adapters/geo/dist/zipcodes-zip-geocoder.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const geocoder = new ZipcodesZipGeocoder();
const dollars = (cents) => (cents == null ? null : cents / 100);

function present(row) {
  const business = row.b_name === null ? null : { id: row.business_id, name: row.b_name, city: row.b_city, state: row.b_state, zip: row.b_zip, rating_count: row.b_rating_count, rating_sum: row.b_rating_sum };
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
    ...(row.meters === undefined ? {} : { distanceKm: Math.round((Number(row.meters) / 1000) * 1000) / 1000 }),
  };
}

/**
 * One round trip per list: the count of every match joined to the page and each row's business
 * (at least one row, the total, whose deal columns are null when the page is empty). The same
 * rules as the app: live deals of listed businesses, newest first, or nearest first with `near`.
 */
async function listDeals(params) {
  const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1);
  const limit = Math.min(100, Math.max(1, Math.trunc(Number(params.get('limit') ?? 12)) || 12));
  const values = [new Date().toISOString()];
  const where = [
    'd.active and d.start_date <= $1 and d.end_date >= $1',
    'not exists (select 1 from businesses bd where bd.id = d.business_id and (bd.disabled_at is not null or bd.listed_until is null or bd.listed_until < $1))',
  ];
  const bind = (value) => `$${values.push(value)}`;
  const category = params.get('category');
  if (category) where.push(`d.category = ${bind(category)}`);
  const featured = params.get('featured');
  if (featured === 'true' || featured === 'false') where.push(`d.featured = ${bind(featured === 'true')}`);
  const q = params.get('q')?.trim();
  if (q) {
    const pattern = bind(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(d.title ilike ${pattern} or d.description ilike ${pattern})`);
  }
  let near = '';
  let join = '';
  let order = 'd.id desc';
  let outerOrder = 'p.id desc';
  let meters = '';
  if (params.has('near')) {
    const place = geocoder.locate(params.get('near'));
    const [lat, lng, radius] = [bind(place.latitude), bind(place.longitude), bind(Number(params.get('radiusKm') ?? 25) * 1000)];
    const point = `ll_to_earth(${lat}, ${lng})`;
    near = `with near as (
      select l.business_id, min(earth_distance(${point}, ll_to_earth(l.latitude, l.longitude))) as meters
        from business_locations l
       where l.archived_at is null and l.latitude is not null
         and earth_box(${point}, ${radius}) @> ll_to_earth(l.latitude, l.longitude)
         and earth_distance(${point}, ll_to_earth(l.latitude, l.longitude)) <= ${radius}
       group by l.business_id)`;
    join = 'join near n on n.business_id = d.business_id';
    order = 'n.meters, d.id desc';
    outerOrder = 'p.meters, p.id desc';
    meters = ', n.meters';
  }
  const from = `from deals d ${join} where ${where.join(' and ')}`;
  const { rows } = await pool.query(
    `${near}
     select t.total, p.*, b.name as b_name, b.city as b_city, b.state as b_state, b.zip as b_zip, b.rating_count as b_rating_count, b.rating_sum as b_rating_sum
       from (select count(*)::int as total ${from}) t
       left join (select d.*${meters} ${from} order by ${order} limit ${limit} offset ${(page - 1) * limit}) p on true
       left join businesses b on b.id = p.business_id
      order by ${outerOrder}`,
    values,
  );
  const total = rows[0].total;
  const totalPages = Math.ceil(total / limit);
  return {
    deals: rows.filter((row) => row.id !== null).map((row) => present(row)),
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
