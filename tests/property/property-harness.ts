import fc from 'fast-check';
import { expect } from 'vitest';
import { createInMemoryRepositories, type InMemoryDatabase } from '@marketplace/adapters-memory/in-memory-repositories';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import type { HttpClient, Reply } from '../http/test-server.js';
import { hostileString, hostileValue } from './hostile-strings.js';
import { expectWellFormedStore } from './stored-invariants.js';

/** fast-check runs per endpoint, as issue 10 asks. */
export const RUNS_PER_ENDPOINT = 1000;

/** An in-memory database the test keeps a hand on, to check what was stored. */
export function inspectableInfrastructure(): { db: InMemoryDatabase; infrastructure: Infrastructure } {
  const db = createInMemoryRepositories();
  return { db, infrastructure: { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' } };
}

/**
 * A query-string value or path segment as a browser would encode it; text that cannot be
 * encoded (a lone surrogate) goes out as the invalid UTF-8 bytes a broken client would send.
 */
export function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => { try { return encodeURIComponent(char); } catch { return '%ED%A0%80'; } }).join('');
  }
}

/** `?key=value&...`; an array value repeats its key (`?page=1&page=2`), undefined leaves the key out. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return `?${encodePart(query)}`;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodePart(key)}=${encodePart(item)}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** A query string for a route that reads none: up to three keys, each with a hostile value. */
export function hostileQuery(): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue(), { maxKeys: 3 });
}

/** A route's :id: an id that exists, any integer, or anything hostile. */
export function idSegment(existing: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...existing).map(String) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1e21, 2 ** 53)).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('1.5', '1e3', '0x10', ' 1', '%00', '..%2F..', '999999999999') },
    { weight: 2, arbitrary: hostileString().map(encodePart) },
  );
}

/**
 * Node's HTTP parser answers a request line or headers over its 16 kB limit with a bare 431
 * before the app sees it: the one answer of this suite that is not the app's JSON.
 */
const NODE_HEADER_LIMIT_STATUS = 431;

/** Every answer: below 500; a 4xx is JSON with a string message. */
export function expectHandled(reply: Reply, what: string): void {
  expect(reply.status, `${what} → ${reply.status} ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  if (reply.status >= 400 && reply.status !== NODE_HEADER_LIMIT_STATUS) {
    expect(reply.headers.get('content-type') ?? '', `${what}: JSON`).toMatch(/application\/json/);
    expect(typeof reply.body?.message, `${what}: a string message in ${reply.text.slice(0, 200)}`).toBe('string');
  }
}

export interface EndpointRun<Input> {
  /** What is sent each run. */
  input: fc.Arbitrary<Input>;
  /** Sends one input; a fresh client for anonymous calls, the signed-in one otherwise. */
  send: (input: Input) => Promise<Reply>;
  /** The database to check afterwards. */
  db: InMemoryDatabase;
  numRuns?: number;
}

/**
 * Runs the property (1,000 runs by default): every answer handled (expectHandled), then every
 * stored row well formed. @returns how many answers had each status, for the caller to check
 * that both valid and invalid input were exercised.
 */
export async function checkEndpoint<Input>(run: EndpointRun<Input>): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(run.input, async (input) => {
      const reply = await run.send(input);
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      expectHandled(reply, JSON.stringify(input)?.slice(0, 300) ?? 'undefined');
    }),
    { numRuns: run.numRuns ?? RUNS_PER_ENDPOINT },
  );
  expectWellFormedStore(run.db.store);
  return statuses;
}

/** Some answers had a status in [from, to). */
export function expectSome(statuses: Map<number, number>, from: number, to: number, what: string): void {
  const count = [...statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
  expect(count, `${what}: statuses ${JSON.stringify([...statuses])}`).toBeGreaterThan(0);
}

/** A JSON request of `client` (a body of `undefined` sends none). */
export function sendJson(client: HttpClient, method: string, path: string, json: unknown): Promise<Reply> {
  return client.request(method, path, json === undefined ? { headers: { 'content-type': 'application/json' } } : { json });
}
