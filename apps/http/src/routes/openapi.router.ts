import Router, { type RouterInstance } from '@koa/router';
import { NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import type { AppState } from '../http/app-context.js';
import { renderDocsPage } from '../openapi/docs-page.js';
import { openApiDocument } from '../openapi/document.js';
import type { RouteDeps } from './route-deps.js';

/** The API's description (OpenAPI 3.1), and in development a page that renders it. */
export function openapiRouter({ config }: Pick<RouteDeps, 'config'>): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  let page: string | undefined;

  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });

  // Development only: production answers as for any unknown API path.
  router.get('/docs', (ctx) => {
    if (config.production) throw new NotFoundError('route.not_found', 'Not found');
    page ??= renderDocsPage(openApiDocument() as unknown as Record<string, unknown>);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  });

  return router;
}
