import { NotFoundError, ValidationError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { DEFAULT_BUSINESS_EMAIL_PREFERENCES, DEFAULT_EMAIL_PREFERENCES } from '../domain/email-preferences.js';
import {
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  parseUnsubscribeToken,
  UNSUBSCRIBE_ACCOUNT_GONE_MESSAGE,
  UNSUBSCRIBE_LIST_LABELS,
  type UnsubscribeList,
  type UnsubscribeTarget,
} from '../domain/unsubscribe-link.js';
import type { BusinessRepository } from '../ports/business.repository.port.js';
import type { EmailPreferencesRepository } from '../ports/email-preferences.repository.port.js';
import type { LinkSigner } from '../ports/link-signer.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/** What an unsubscribe link is about: which email, for which kind of account, and whether it is still on. */
export interface UnsubscribeLinkView {
  list: UnsubscribeList;
  label: string;
  account: UnsubscribeTarget['account'];
  subscribed: boolean;
}

interface LinkPorts {
  signer: LinkSigner;
  emailPreferences: EmailPreferencesRepository;
  users: UserRepository;
  businesses: BusinessRepository;
}

/**
 * The target of a token this deployment signed, whose account still exists.
 * @throws ValidationError `unsubscribe.invalid_link` for anything else than an untouched token of ours;
 * NotFoundError `unsubscribe.account_gone` when the account was deleted since.
 */
async function verifiedTarget(ports: LinkPorts, token: string): Promise<UnsubscribeTarget> {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed || !(await ports.signer.verify(parsed.message, parsed.signature))) {
    throw new ValidationError(INVALID_UNSUBSCRIBE_LINK_MESSAGE, [{ path: 'token', message: INVALID_UNSUBSCRIBE_LINK_MESSAGE }], 'unsubscribe.invalid_link');
  }
  const { target } = parsed;
  const exists = target.account === 'customer' ? await ports.users.findById(target.userId) : await ports.businesses.findById(target.businessId);
  if (!exists) throw new NotFoundError('unsubscribe.account_gone', UNSUBSCRIBE_ACCOUNT_GONE_MESSAGE);
  return target;
}

function view(target: UnsubscribeTarget, subscribed: boolean): UnsubscribeLinkView {
  return { list: target.list, label: UNSUBSCRIBE_LIST_LABELS[target.list], account: target.account, subscribed };
}

/** What a link would turn off, changing nothing (a GET: mail scanners open links before people do). */
export class ReadUnsubscribeLink {
  constructor(private readonly deps: LinkPorts) {}

  async execute(token: string): Promise<UnsubscribeLinkView> {
    const target = await verifiedTarget(this.deps, token);
    if (target.account === 'customer') {
      const stored = await this.deps.emailPreferences.find(target.userId);
      return view(target, (stored ?? DEFAULT_EMAIL_PREFERENCES)[target.list]);
    }
    const stored = await this.deps.emailPreferences.findForBusiness(target.businessId);
    return view(target, (stored ?? DEFAULT_BUSINESS_EMAIL_PREFERENCES).weeklySummary);
  }
}

/**
 * Turns off the one switch the link names, without signing in (the page's button, and the
 * one-click POST of RFC 8058 that mail providers send). Again is harmless: it stays off.
 */
export class UnsubscribeByLink {
  constructor(private readonly deps: LinkPorts & { clock: Clock }) {}

  async execute(token: string): Promise<UnsubscribeLinkView> {
    const target = await verifiedTarget(this.deps, token);
    const now = this.deps.clock.now();
    if (target.account === 'customer') {
      await this.deps.emailPreferences.update(target.userId, { [target.list]: false }, { ...DEFAULT_EMAIL_PREFERENCES }, now);
    } else {
      await this.deps.emailPreferences.updateForBusiness(target.businessId, { weeklySummary: false }, { ...DEFAULT_BUSINESS_EMAIL_PREFERENCES }, now);
    }
    return view(target, false);
  }
}
