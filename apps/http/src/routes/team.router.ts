import Router, { type RouterInstance } from '@koa/router';
import { requireBusinessOwner } from '@marketplace/core/accounts/domain/actor';
import {
  acceptInvitationPayloadSchema,
  changeStaffRolePayloadSchema,
  INVITATION_CANCELLED_MESSAGE,
  INVITATION_SENT_MESSAGE,
  inviteStaffPayloadSchema,
  MEMBER_REMOVED_MESSAGE,
  roleChangedMessage,
} from '@marketplace/core/team/schemas/team.schema';
import type { AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { body, idParam } from '../http/validate.js';
import { presentAccount } from '../presenters/account.presenter.js';
import { presentInvitation, presentTeamMember } from '../presenters/team.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** The owner's team (invite, resend, change role, remove) and the invitee's accept page. */
export function teamRouter({ useCases, sessions }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/business/team', async (ctx) => {
    const members = await useCases.listTeam.execute(ctx.state.actor);
    ctx.body = { members: members.map(presentTeamMember) };
    ctx.set('Cache-Control', 'private, no-store');
  });

  // Who asks is checked before what is asked: staff get 403 whatever the body says.
  router.post('/business/team/invitations', catalogueNeutral, async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const { member, acceptUrl } = await useCases.inviteStaff.execute(ctx.state.actor, body(ctx, inviteStaffPayloadSchema));
    ctx.status = 201;
    ctx.body = { member: presentTeamMember(member), acceptUrl, message: INVITATION_SENT_MESSAGE };
  });

  router.post('/business/team/:id/resend', catalogueNeutral, async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const { member, acceptUrl } = await useCases.resendInvitation.execute(ctx.state.actor, idParam(ctx));
    ctx.body = { member: presentTeamMember(member), acceptUrl, message: INVITATION_SENT_MESSAGE };
  });

  router.patch('/business/team/:id', catalogueNeutral, async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const id = idParam(ctx);
    const { role } = body(ctx, changeStaffRolePayloadSchema);
    const member = await useCases.changeStaffRole.execute(ctx.state.actor, id, role);
    ctx.body = { member: presentTeamMember(member), message: roleChangedMessage(member.role) };
  });

  router.delete('/business/team/:id', catalogueNeutral, async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const before = await useCases.removeStaff.execute(ctx.state.actor, idParam(ctx));
    ctx.body = { member: presentTeamMember(before), message: before.toProps().acceptedAt ? MEMBER_REMOVED_MESSAGE : INVITATION_CANCELLED_MESSAGE };
  });

  router.get('/team/invitations/:token', async (ctx) => {
    ctx.body = presentInvitation(await useCases.showInvitation.execute(ctx.params['token'] ?? ''));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.post('/team/invitations/accept', catalogueNeutral, async (ctx) => {
    const account = await useCases.acceptInvitation.execute(body(ctx, acceptInvitationPayloadSchema));
    await sessions.signIn(ctx, account);
    ctx.body = presentAccount(account);
  });

  return router;
}
