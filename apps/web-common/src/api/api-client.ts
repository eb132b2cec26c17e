import type { ErrorResponse } from '@marketplace/core/shared/schemas/common.response';

/** One issue of a 400 answer: which field and what is wrong with it. */
export type ApiIssue = NonNullable<ErrorResponse['issues']>[number];

/**
 * A non-OK answer. Its message is "<status>: <body or status text>" (customer-side section 8);
 * the parsed body stays on the error so forms can show field issues and toasts the server's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    /** The answer's status line ("Service Unavailable"), or "" when it had none. */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `issues`, or none. */
  get issues(): ApiIssue[] {
    const issues = (this.body as { issues?: unknown } | null)?.issues;
    return Array.isArray(issues) ? issues.filter(isIssue) : [];
  }

  /** The server's own sentence (`message` of the JSON body), for people to read. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  }
}

function isIssue(value: unknown): value is ApiIssue {
  return typeof value === 'object' && value !== null && typeof (value as ApiIssue).path === 'string' && typeof (value as ApiIssue).message === 'string';
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key); Accept and Content-Type are set here. */
  headers?: Record<string, string>;
}

/** "/api/deals?page=2": blank, null and undefined query values are left out. */
export function apiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** An OK answer's parsed body and its headers (a total in X-Total-Count). */
export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
}

/**
 * Calls the API with the session cookie and JSON both ways; the answer with its headers.
 * @throws ApiError for any non-OK answer
 */
export async function apiFetchAnswer<T>(path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const { method = 'GET', body, query, signal, headers = {} } = request;
  const response = await fetch(apiUrl(path, query), {
    method,
    credentials: 'include',
    headers: { ...headers, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseJson(text), response.statusText);
  return { body: (text ? parseJson(text) : null) as T, headers: response.headers };
}

/**
 * Calls the API with the session cookie and JSON both ways.
 * @throws ApiError for any non-OK answer
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiFetchAnswer<T>(path, request)).body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** What a toast says about a failure: the server's sentence when there is one, else the error text. */
export function errorDescription(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
