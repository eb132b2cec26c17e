import { ChangePassword, ConfirmEmailChange, RequestEmailChange } from '@marketplace/core/accounts/application/change-credentials.use-case';
import { CompletePasswordReset, RequestPasswordReset } from '@marketplace/core/accounts/application/password-reset.use-case';
import { PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH } from '@marketplace/core/accounts/application/set-admin-password.use-case';
import { DemoLogin } from '@marketplace/core/accounts/application/demo-login.use-case';
import { GetBusinessEmailPreferences, GetEmailPreferences, UpdateBusinessEmailPreferences, UpdateEmailPreferences } from '@marketplace/core/accounts/application/email-preferences.use-case';
import { ReadUnsubscribeLink, UnsubscribeByLink } from '@marketplace/core/accounts/application/unsubscribe.use-case';
import { LogInAdmin, LogInBusiness, LogInCustomer } from '@marketplace/core/accounts/application/log-in.use-case';
import { RegisterBusiness } from '@marketplace/core/accounts/application/register-business.use-case';
import { RegisterCustomer } from '@marketplace/core/accounts/application/register-customer.use-case';
import { CloseSession, OpenSession, ResumeSession } from '@marketplace/core/accounts/application/sessions.use-case';
import { SetAdminPassword } from '@marketplace/core/accounts/application/set-admin-password.use-case';
import { UpdateAccount } from '@marketplace/core/accounts/application/update-account.use-case';
import { GetBusinessSettings, UpdateBusinessSettings } from '@marketplace/core/accounts/application/business-settings.use-case';
import { ChangeStaffRole, InviteStaff, ListTeam, RemoveStaff, ResendInvitation } from '@marketplace/core/team/application/team.use-case';
import { AcceptInvitation, ShowInvitation } from '@marketplace/core/team/application/accept-invitation.use-case';
import type { CompositionConfig } from '../composition-config.js';
import { TOKENS } from '../tokens.js';
import { type Get, accounts, recovery, sessionPorts, teamPorts, emailWriting, unsubscribePorts } from './ports.js';

/** Accounts, sessions, the team, email preferences and business settings. */
export const ACCOUNTS_USE_CASES = {
  registerCustomer: (get: Get) => new RegisterCustomer({ ...accounts(get), ...emailWriting(get), transactions: get(TOKENS.transactions) }),
  registerBusiness: (get: Get) => new RegisterBusiness({ ...accounts(get), ...emailWriting(get), transactions: get(TOKENS.transactions), geocoder: get(TOKENS.zipGeocoder) }),
  logInCustomer: (get: Get) => new LogInCustomer(accounts(get)),
  logInBusiness: (get: Get) => new LogInBusiness(accounts(get)),
  logInAdmin: (get: Get) => new LogInAdmin(accounts(get)),
  demoLogin: (get: Get, config: CompositionConfig) => new DemoLogin({ users: get(TOKENS.users), businesses: get(TOKENS.businesses), demoMode: config.demoMode }),
  updateAccount: (get: Get) => new UpdateAccount(accounts(get)),
  setAdminPassword: (get: Get, config: CompositionConfig) =>
    new SetAdminPassword({ users: get(TOKENS.users), sessions: get(TOKENS.sessions), hasher: get(TOKENS.hasher), production: config.production }),
  requestPasswordReset: (get: Get) => new RequestPasswordReset(recovery(get)),
  completePasswordReset: (get: Get, config: CompositionConfig) =>
    new CompletePasswordReset({ ...recovery(get), adminPasswordMinLength: config.production ? PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH : 0 }),
  changePassword: (get: Get) => new ChangePassword(recovery(get)),
  requestEmailChange: (get: Get) => new RequestEmailChange(recovery(get)),
  confirmEmailChange: (get: Get) => new ConfirmEmailChange(recovery(get)),
  openSession: (get: Get) => new OpenSession(sessionPorts(get)),
  resumeSession: (get: Get) => new ResumeSession(sessionPorts(get)),
  closeSession: (get: Get) => new CloseSession(sessionPorts(get)),
  listTeam: (get: Get) => new ListTeam(teamPorts(get)),
  inviteStaff: (get: Get) => new InviteStaff(teamPorts(get)),
  resendInvitation: (get: Get) => new ResendInvitation(teamPorts(get)),
  changeStaffRole: (get: Get) => new ChangeStaffRole(teamPorts(get)),
  removeStaff: (get: Get) => new RemoveStaff(teamPorts(get)),
  showInvitation: (get: Get) => new ShowInvitation(teamPorts(get)),
  acceptInvitation: (get: Get) => new AcceptInvitation(teamPorts(get)),
  getEmailPreferences: (get: Get) => new GetEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences) }),
  updateEmailPreferences: (get: Get) => new UpdateEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences), clock: get(TOKENS.clock) }),
  getBusinessEmailPreferences: (get: Get) => new GetBusinessEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences) }),
  updateBusinessEmailPreferences: (get: Get) =>
    new UpdateBusinessEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences), clock: get(TOKENS.clock) }),
  readUnsubscribeLink: (get: Get) => new ReadUnsubscribeLink(unsubscribePorts(get)),
  unsubscribeByLink: (get: Get) => new UnsubscribeByLink({ ...unsubscribePorts(get), clock: get(TOKENS.clock) }),
  getBusinessSettings: (get: Get) => new GetBusinessSettings({ businesses: get(TOKENS.businesses) }),
  updateBusinessSettings: (get: Get) => new UpdateBusinessSettings({ businesses: get(TOKENS.businesses) }),
};
