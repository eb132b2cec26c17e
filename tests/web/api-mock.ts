// A stand-in for the HTTP API: vi.spyOn(globalThis, 'fetch') answering "METHOD /path" routes with
// JSON, and a record of every call (method, path, query, JSON body, headers) to assert on.
import { vi } from 'vitest';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Headers;
}

export interface ApiAnswer {
  readonly status?: number;
  readonly body?: unknown;
  /** Headers besides the JSON content type (X-Total-Count of a paged list). */
  readonly headers?: Record<string, string>;
}

/** A fixed answer, or a function of the call (it may return a promise to hold the answer back). */
export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  return JSON.parse(body) as unknown;
}

/**
 * Answers fetch from `routes` (keys like "POST /api/login"); an unknown route answers 404 so a
 * missing mock shows up as a failing assertion rather than a hang.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    const call: ApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(init?.body),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return jsonResponse(404, { message: `No mock for ${call.method} ${call.path}` });
    const answer = typeof route === 'function' ? await route(call) : route;
    return jsonResponse(answer.status ?? 200, answer.body, answer.headers);
  });
  return {
    calls,
    spy,
    /** The calls made to one route, oldest first. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A promise settled from outside: holds an API answer back to see the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** GET /api/user answering "nobody signed in". */
export const SIGNED_OUT: ApiAnswer = { status: 401, body: { message: 'Not signed in' } };

/** GET /api/config of a demo server: demo payments, the public demo admin. */
export const DEMO_CONFIG: ApiAnswer = { body: { demoMode: true, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: true } };

/** GET /api/config of a production server with demo mode off and no payment provider. */
export const NON_DEMO_CONFIG: ApiAnswer = { body: { demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: false } };
