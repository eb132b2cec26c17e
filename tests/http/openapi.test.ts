import Router, { type RouterInstance } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDocsPage, schemaText } from '@marketplace/http/openapi/docs-page';
import { startTestServer, type TestServer } from './test-server.js';

// Response bodies are read loosely, field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Stripe configured, so the webhook route is mounted too; the fake address is never called here. */
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_openapi', STRIPE_PUBLISHABLE_KEY: 'pk_test_openapi', STRIPE_WEBHOOK_SECRET: 'whsec_openapi', STRIPE_API_URL: 'http://127.0.0.1:9' };

let server: TestServer;
/** Every router whose middleware the app asked for while it was built: the routers it mounts. */
let mounted: RouterInstance[];
let document: Json;
beforeAll(async () => {
  const spy = vi.spyOn(Router.prototype, 'middleware');
  try {
    server = await startTestServer({ env: STRIPE_ENV });
  } finally {
    mounted = [...new Set(spy.mock.contexts as RouterInstance[])];
    spy.mockRestore();
  }
  const reply = await server.client().get('/api/openapi.json');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  document = reply.body;
});
afterAll(() => server.stop());

/** `METHOD /path/{param}` of every route the mounted routers serve (HEAD comes with GET). */
function servedRoutes(): string[] {
  return mounted
    .flatMap((router) => router.stack)
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`))
    .sort();
}

function documentedRoutes(): string[] {
  return Object.entries(document.paths as Record<string, Json>)
    .flatMap(([path, item]) => Object.keys(item).filter((key) => METHODS.includes(key)).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

function operations(): { route: string; path: string; operation: Json }[] {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Json>)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, path, operation })),
  );
}

/** Every `$ref` anywhere in the document, with where it was found. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [{ at, ref: inner }] : refsOf(inner, `${at}/${key}`)));
}

/** A local JSON pointer ("#/components/schemas/Deal") followed through the document. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), document);
}

describe('GET /api/openapi.json', () => {
  it('describes every route of every router the app mounts, and nothing else', () => {
    expect(mounted.length).toBeGreaterThan(10);
    const served = servedRoutes();
    const documented = documentedRoutes();
    expect(served.filter((route) => !documented.includes(route)), 'routes the document lacks').toEqual([]);
    expect(documented.filter((route) => !served.includes(route)), 'documented routes no router serves').toEqual([]);
  });

  it('is a structurally valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof document.info.title).toBe('string');
    expect(typeof document.info.version).toBe('string');
    const schemes = Object.keys(document.components.securitySchemes);
    for (const { route, path, operation } of operations()) {
      expect(path, route).toMatch(/^\//);
      const responses = Object.entries(operation.responses ?? {});
      expect(responses.length, `${route} has no responses`).toBeGreaterThan(0);
      for (const [status, response] of responses as [string, Json][]) {
        expect(status, route).toMatch(/^([1-5]\d\d|default)$/);
        expect(typeof response.description, `${route} ${status} has no description`).toBe('string');
      }
      const pathParams = (operation.parameters ?? []).filter((parameter: Json) => parameter.in === 'path');
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(pathParams.map((parameter: Json) => parameter.name).sort(), `${route}: path parameters`).toEqual(templated.sort());
      for (const parameter of pathParams) expect(parameter.required, `${route}: ${parameter.name} must be required`).toBe(true);
      for (const requirement of operation.security ?? []) {
        for (const name of Object.keys(requirement)) expect(schemes, `${route}: security ${name}`).toContain(name);
      }
    }
  });

  it('resolves every $ref it contains', () => {
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter(({ ref }) => resolve(ref) === undefined)).toEqual([]);
  });

  it('says which operations need the session cookie', () => {
    const secured = (route: string) => operations().find((entry) => entry.route === route)?.operation.security;
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    expect(secured('GET /api/user/purchases')).toEqual([{ session: [] }]);
    expect(secured('GET /api/deals')).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('renders the document as a page without scripts in development', async () => {
    const reply = await server.client().get('/api/docs');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.text).not.toMatch(/<script/i);
    for (const route of documentedRoutes()) {
      const [method, path] = route.split(' ');
      expect(reply.text, route).toContain(`id="${method!.toLowerCase()}-${path}"`);
    }
    expect(reply.text).toContain('id="schema-Purchase"');
    // The descriptions' code spans read as code, escaped, never as raw backticks or markup.
    expect(reply.text).toContain('<code>{ message, code?, issues? }</code>');
    expect(reply.text).not.toContain('`');
  });

  it('is not found in production', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const reply = await production.client().get('/api/docs');
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'Not found', code: 'route.not_found' });
      expect((await production.client().get('/api/openapi.json')).status).toBe(200);
    } finally {
      await production.stop();
    }
  });

  it('escapes what it shows and links the components it names', () => {
    expect(schemaText({ $ref: '#/components/schemas/Deal' })).toBe('<a href="#schema-Deal">Deal</a>');
    const page = renderDocsPage({ info: { title: '<b>API</b>', version: '1' }, paths: { '/x': { get: { summary: '<img src=x>', responses: {} } } } });
    expect(page).not.toContain('<b>API</b>');
    expect(page).not.toContain('<img');
  });
});
