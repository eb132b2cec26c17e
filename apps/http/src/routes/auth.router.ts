import Router, { type RouterInstance } from '@koa/router';
import { signInPayloadSchema, registerPayloadSchema } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { businessLoginPayloadSchema, businessRegisterPayloadSchema } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { adminLoginPayloadSchema } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { updateProfilePayloadSchema } from '@marketplace/core/accounts/schemas/profile.schema';
import { UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import type { AppState } from '../http/app-context.js';
import { clientAddress } from '../http/client-address.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { body } from '../http/validate.js';
import { presentAccount } from '../presenters/account.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** Sign-up, sign-in (customer, business, admin, demo), the current account, profile and logout. */
export function authRouter({ useCases, sessions, throttle, limits }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/user', (ctx) => {
    if (!ctx.state.account) throw new UnauthenticatedError('auth.required', 'Not signed in');
    ctx.body = presentAccount(ctx.state.account);
  });

  router.patch('/user', async (ctx) => {
    // Signed out is 401 whatever the body says.
    if (!ctx.state.account) throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
    const changes = body(ctx, updateProfilePayloadSchema);
    const account = await useCases.updateAccount.execute(ctx.state.actor, changes);
    ctx.state.account = account;
    ctx.body = presentAccount(account);
  });

  router.post('/register', catalogueNeutral, async (ctx) => {
    const user = await limits.registration(clientAddress(ctx), () => useCases.registerCustomer.execute(body(ctx, registerPayloadSchema)));
    await sessions.signIn(ctx, { type: 'user', user });
    ctx.status = 201;
    ctx.body = presentAccount({ type: 'user', user });
  });

  router.post('/login', catalogueNeutral, async (ctx) => {
    const raw = ctx.request.body as { email?: unknown } | undefined;
    const account = await throttle.attempt('user', raw?.email, clientAddress(ctx), () =>
      useCases.logInCustomer.execute(body(ctx, signInPayloadSchema)),
    );
    await sessions.signIn(ctx, { type: 'user', user: account });
    ctx.body = presentAccount({ type: 'user', user: account });
  });

  router.post('/business/register', async (ctx) => {
    const business = await limits.registration(clientAddress(ctx), () =>
      useCases.registerBusiness.execute(body(ctx, businessRegisterPayloadSchema)),
    );
    await sessions.signIn(ctx, { type: 'business', business });
    ctx.status = 201;
    ctx.body = presentAccount({ type: 'business', business });
  });

  router.post('/business/login', catalogueNeutral, async (ctx) => {
    const raw = ctx.request.body as { email?: unknown } | undefined;
    const account = await throttle.attempt('business', raw?.email, clientAddress(ctx), () =>
      useCases.logInBusiness.execute(body(ctx, businessLoginPayloadSchema)),
    );
    await sessions.signIn(ctx, account);
    ctx.body = presentAccount(account);
  });

  router.post('/admin/login', catalogueNeutral, async (ctx) => {
    const raw = ctx.request.body as { email?: unknown } | undefined;
    const account = await throttle.attempt('admin', raw?.email, clientAddress(ctx), () =>
      useCases.logInAdmin.execute(body(ctx, adminLoginPayloadSchema)),
    );
    await sessions.signIn(ctx, { type: 'user', user: account });
    ctx.body = presentAccount({ type: 'user', user: account });
  });

  router.post('/demo-login/:kind', catalogueNeutral, async (ctx) => {
    const kind = ctx.params['kind'];
    if (kind !== 'user' && kind !== 'business') {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    const account = await useCases.demoLogin.execute(kind);
    await sessions.signIn(ctx, account);
    ctx.body = presentAccount(account);
  });

  router.post('/logout', catalogueNeutral, async (ctx) => {
    await sessions.signOut(ctx);
    ctx.body = { message: 'You have been successfully logged out.' };
  });

  return router;
}
