import Router, { type RouterInstance } from '@koa/router';
import type { RecoveryAudience } from '@marketplace/core/accounts/application/account-recovery-deps';
import {
  changeEmailPayloadSchema,
  changePasswordPayloadSchema,
  confirmEmailChangePayloadSchema,
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  emailChangeRequestedMessage,
  forgotPasswordPayloadSchema,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  resetPasswordPayloadSchema,
} from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import type { AppContext, AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { clientAddress } from '../http/client-address.js';
import { body } from '../http/validate.js';
import { presentAccount } from '../presenters/account.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** Where each "Forgot password?" form sends its request. */
const RESET_REQUESTS: Record<RecoveryAudience, string> = {
  customer: '/password-reset',
  business: '/business/password-reset',
  admin: '/admin/password-reset',
};

/**
 * Account recovery and credentials: "Forgot password?" for each sign-in, the reset link used, change
 * password, and the two steps of an email change. Every request answer is the same whether or not
 * the email belongs to an account; every link that no longer works gets one 400 message.
 */
export function accountRecoveryRouter({ useCases, sessions, limits }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  function signedInKey(ctx: AppContext): string {
    const actor = ctx.state.actor;
    if (actor.kind === 'anonymous') throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
    if (actor.kind !== 'business') return `user:${actor.userId}`;
    return actor.staffId === null ? `business:${actor.businessId}` : `staff:${actor.staffId}`;
  }

  for (const [audience, path] of Object.entries(RESET_REQUESTS) as [RecoveryAudience, string][]) {
    router.post(path, catalogueNeutral, async (ctx) => {
      const raw = ctx.request.body as { email?: unknown } | undefined;
      await limits.passwordReset(audience, raw?.email, clientAddress(ctx), async () => {
        const { email } = body(ctx, forgotPasswordPayloadSchema);
        // The answer never depends on the account, so it does not wait for the look-up and the
        // writes of a known email: response times say nothing about which emails have accounts.
        // The work needs no request state (each repository call forks its own unit of work).
        void useCases.requestPasswordReset
          .execute(audience, email)
          .catch((error: unknown) => ctx.state.log.error({ err: error, audience }, 'password reset request failed'));
      });
      ctx.status = 202;
      ctx.body = { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    });
  }

  router.post('/password-reset/complete', catalogueNeutral, async (ctx) => {
    const account = await limits.accountLink(clientAddress(ctx), () => {
      const { token, password } = body(ctx, resetPasswordPayloadSchema);
      return useCases.completePasswordReset.execute(token, password);
    });
    // Every session of the account ended in the reset; this browser gets a brand-new one.
    await sessions.signIn(ctx, account);
    ctx.body = presentAccount(account);
  });

  router.post('/user/password', catalogueNeutral, async (ctx) => {
    const key = signedInKey(ctx);
    const account = await limits.currentPassword(key, () => useCases.changePassword.execute(ctx.state.actor, body(ctx, changePasswordPayloadSchema)));
    // The change ended every session, this one too: the browser that made it stays signed in under a new id.
    ctx.state.sessionId = null;
    await sessions.signIn(ctx, account);
    ctx.body = { message: PASSWORD_CHANGED_MESSAGE };
  });

  router.post('/user/email-change', catalogueNeutral, async (ctx) => {
    const key = signedInKey(ctx);
    const { newEmail } = await limits.currentPassword(key, () =>
      limits.emailChange(key, () => useCases.requestEmailChange.execute(ctx.state.actor, body(ctx, changeEmailPayloadSchema))),
    );
    ctx.status = 202;
    ctx.body = { message: emailChangeRequestedMessage(newEmail) };
  });

  router.post('/email-change/confirm', catalogueNeutral, async (ctx) => {
    await limits.accountLink(clientAddress(ctx), () => useCases.confirmEmailChange.execute(body(ctx, confirmEmailChangePayloadSchema).token));
    ctx.body = { message: EMAIL_CHANGE_CONFIRMED_MESSAGE };
  });

  return router;
}
