// A stand-in for the HTTP API: vi.spyOn(globalThis, 'fetch') answering "METHOD /path" routes with
// JSON, and a record of every call (method, path, query, JSON body, headers) to assert on. The
// answers are typed with core's response types (api-routes.ts): a mock body the server would not
// send fails `tsc -b`.
import { vi } from 'vitest';
import type { PublicConfigResponse } from '@marketplace/core/deployment/schemas/deployment.response';
import type { ErrorResponse } from '@marketplace/core/shared/schemas/common.response';
import type { WebApiAnswers, WebApiRoute } from './api-routes.js';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Headers;
}

/** The failures the tests answer with; their body is the server's error shape, or none. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 429 | 500 | 502 | 503;

export interface ApiErrorAnswer {
  readonly status: ErrorStatus;
  readonly body?: ErrorResponse;
  readonly headers?: Record<string, string>;
}

/** A success carrying `T`, the route's response type (200 unless told), or a failure. */
export type ApiAnswer<T> =
  | {
      readonly status?: 200 | 201;
      readonly body: T;
      /** Headers besides the JSON content type (X-Total-Count of a paged list). */
      readonly headers?: Record<string, string>;
    }
  | ApiErrorAnswer;

/** A fixed answer, or a function of the call (it may return a promise to hold the answer back). */
export type ApiRoute<T> = ApiAnswer<T> | ((call: ApiCall) => ApiAnswer<T> | Promise<ApiAnswer<T>>);

/** One route's mock by its key: `RouteTo<'POST /api/login'>`. */
export type RouteTo<K extends WebApiRoute> = ApiRoute<WebApiAnswers[K]>;

/** The answer of one route by its key: `AnswerTo<'POST /api/login'>`. */
export type AnswerTo<K extends WebApiRoute> = ApiAnswer<WebApiAnswers[K]>;

/** Routes by "METHOD /path", each answering its own response type. */
export type ApiRoutes = { [K in WebApiRoute]?: ApiRoute<WebApiAnswers[K]> };

/** One route whose key is built at run time (`GET /api/deals/${id}`), its answer typed by the key. */
export function route<K extends WebApiRoute>(key: K, answer: ApiRoute<WebApiAnswers[K]>): ApiRoutes {
  return { [key]: answer } as ApiRoutes;
}

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
export function mockApi(routes: ApiRoutes) {
  const byKey = routes as Record<string, ApiRoute<unknown> | undefined>;
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
    const route = byKey[`${call.method} ${call.path}`];
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
export const SIGNED_OUT: ApiErrorAnswer = { status: 401, body: { message: 'Not signed in' } };

/** GET /api/config of a demo server: demo payments, the public demo admin. */
export const DEMO_CONFIG: ApiAnswer<PublicConfigResponse> = { body: { demoMode: true, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: true } };

/** GET /api/config of a production server with demo mode off and no payment provider. */
export const NON_DEMO_CONFIG: ApiAnswer<PublicConfigResponse> = { body: { demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: false } };
