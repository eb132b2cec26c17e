import { expect } from 'vitest';
import type { z } from 'zod';
import { API_PATHS } from '@marketplace/http/openapi/document';
import type { HttpClient, Reply } from './test-server.js';

/**
 * Requests checked against the API description: each answer must have a status the operation
 * declares (or fall under its `default`), and a JSON answer must parse with the declared zod schema
 * (the core response schemas, strict objects), so a presenter that drifts from its schema fails.
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `${METHOD} ${path template} ${status}` of every answer checked so far. */
export const checkedAnswers = new Set<string>();

interface DeclaredResponse {
  content?: Record<string, { schema?: unknown }>;
}

function declaredResponse(method: Method, template: string, status: number): DeclaredResponse | undefined {
  const item = API_PATHS[template] as Record<string, { responses: Record<string, DeclaredResponse> } | undefined> | undefined;
  const responses = item?.[method.toLowerCase()]?.responses;
  return responses?.[String(status)] ?? responses?.['default'];
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof (value as { safeParse?: unknown } | undefined)?.safeParse === 'function';
}

/** Fails unless the reply is what the description declares for this operation and status. */
export function expectDeclared(method: Method, template: string, reply: Reply): void {
  const where = `${method} ${template} ${reply.status}`;
  const response = declaredResponse(method, template, reply.status);
  expect(response, `${where} is not in the API description: ${reply.text.slice(0, 300)}`).toBeDefined();
  const type = (reply.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const media = response!.content?.[type];
  expect(media, `${where} answered ${type}, which the description does not declare`).toBeDefined();
  if (type === 'application/json') {
    const schema = media!.schema;
    if (!isZodSchema(schema)) throw new Error(`${where}: the declared schema is not a zod schema`);
    const parsed = schema.safeParse(reply.body);
    expect(parsed.success, `${where} does not match its schema: ${parsed.error?.message}`).toBe(true);
  }
  checkedAnswers.add(where);
}

/** Sends a request to `template` with `{name}` filled from `params`, and checks the answer. */
export async function call(
  client: HttpClient,
  method: Method,
  template: string,
  options: { params?: Record<string, string | number>; json?: unknown; body?: string | Uint8Array; query?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(options.params?.[name] ?? `{${name}}`));
  const reply = await client.request(method, path + (options.query ? `?${options.query}` : ''), {
    ...(method === 'GET' || method === 'DELETE' ? {} : options.body !== undefined ? { body: options.body } : { json: options.json ?? {} }),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  expectDeclared(method, template, reply);
  return reply;
}

/** Every success status the description declares, as `${METHOD} ${path} ${status}`. */
export function declaredSuccesses(): string[] {
  const keys: string[] = [];
  for (const [path, item] of Object.entries(API_PATHS)) {
    for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
      for (const status of Object.keys(operation.responses ?? {})) {
        if (/^2\d\d$/.test(status)) keys.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
  }
  return keys.sort();
}
