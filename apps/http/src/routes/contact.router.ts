import Router, { type RouterInstance } from '@koa/router';
import { requireAdmin } from '@marketplace/core/accounts/domain/actor';
import {
  contactMessagesQuerySchema,
  contactPayloadSchema,
  contactStatusPayloadSchema,
} from '@marketplace/core/contact/schemas/contact-message.schema';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import type { AppState } from '../http/app-context.js';
import { clientAddress } from '../http/client-address.js';
import { body, idParam, query } from '../http/validate.js';
import { presentContactMessage } from '../presenters/contact.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** The Contact page's messages: anyone sends (limited per address), the admin reads and marks them. */
export function contactRouter({ useCases, limits }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/contact', catalogueNeutral, async (ctx) => {
    const sent = await limits.contact(clientAddress(ctx), () => useCases.sendContactMessage.execute(body(ctx, contactPayloadSchema)));
    ctx.status = 201;
    ctx.body = { id: sent.id, message: "Thank you for your message! We'll get back to you soon." };
  });

  // The admin is checked before the query, so a stranger learns nothing from a 400.
  router.get('/admin/contact-messages', async (ctx) => {
    requireAdmin(ctx.state.actor);
    const search = query(ctx, contactMessagesQuerySchema);
    const { messages, pagination, counts } = await useCases.listContactMessages.execute(ctx.state.actor, {
      status: search.status,
      page: { page: search.page, limit: search.limit },
    });
    ctx.body = { messages: messages.map(presentContactMessage), pagination, counts };
  });

  router.patch('/admin/contact-messages/:id', catalogueNeutral, async (ctx) => {
    requireAdmin(ctx.state.actor);
    const id = idParam(ctx);
    const { status } = body(ctx, contactStatusPayloadSchema);
    ctx.body = presentContactMessage(await useCases.changeContactMessageStatus.execute(ctx.state.actor, id, status));
  });

  return router;
}
