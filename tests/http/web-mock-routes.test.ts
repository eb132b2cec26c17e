import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketplace/http/openapi/document';
import { WEB_API_ANSWERS } from '../web/api-routes.js';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
}

/** The schema the API description declares for the operation's successful JSON answer. */
function declaredSuccess(route: string): unknown {
  const [method, path] = route.split(' ') as [string, string];
  const operation = (API_PATHS[path] as Record<string, Operation | undefined> | undefined)?.[method.toLowerCase()];
  const success = Object.entries(operation?.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1];
  return success?.content?.['application/json']?.schema;
}

/**
 * The component tests type their API mocks with tests/web/api-routes.ts: each route's answer is
 * the core response schema listed there. The list is only as good as its agreement with the API
 * description, whose schemas the real server's answers are checked against (response-schemas.test.ts).
 */
describe('the web tests’ mock routes', () => {
  it.each(Object.entries(WEB_API_ANSWERS))('%s answers with the schema the API description declares', (route, schema) => {
    const declared = declaredSuccess(route);
    expect(declared, `${route} is not in the API description`).toBeDefined();
    expect(declared === schema, `${route}: the mock's schema is not the declared one`).toBe(true);
  });
});
