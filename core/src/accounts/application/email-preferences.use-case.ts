import type { Clock } from '../../shared/ports/clock.port.js';
import { ValidationError } from '../../shared/domain/domain-error.js';
import { requireBusinessOwner, requireCustomer, type Actor } from '../domain/actor.js';
import {
  DEFAULT_BUSINESS_EMAIL_PREFERENCES,
  DEFAULT_EMAIL_PREFERENCES,
  OPTIONAL_EMAIL_KEYS,
  preferencesOrDefaults,
  RECEIPTS_ALWAYS_SENT_MESSAGE,
  type BusinessEmailPreferences,
  type EmailPreferences,
  type OptionalEmailKey,
} from '../domain/email-preferences.js';
import type { EmailPreferencesRepository } from '../ports/email-preferences.repository.port.js';

/** The customer's choices; the defaults until they first save one. Receipts are always on. */
export class GetEmailPreferences {
  constructor(private readonly deps: { emailPreferences: EmailPreferencesRepository }) {}

  async execute(actor: Actor): Promise<EmailPreferences> {
    const { userId } = requireCustomer(actor);
    return preferencesOrDefaults(await this.deps.emailPreferences.find(userId));
  }
}

/**
 * Changes the switches named; the others keep their value. Receipts are transactional: naming them
 * as on changes nothing, turning them off is refused.
 * @throws ValidationError `email_preferences.receipts_always_sent` for `purchaseReceipts: false`.
 */
export class UpdateEmailPreferences {
  constructor(private readonly deps: { emailPreferences: EmailPreferencesRepository; clock: Clock }) {}

  async execute(actor: Actor, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
    const { userId } = requireCustomer(actor);
    if (changes.purchaseReceipts === false) {
      throw new ValidationError(
        RECEIPTS_ALWAYS_SENT_MESSAGE,
        [{ path: 'purchaseReceipts', message: RECEIPTS_ALWAYS_SENT_MESSAGE }],
        'email_preferences.receipts_always_sent',
      );
    }
    const optional: Partial<Record<OptionalEmailKey, boolean>> = {};
    for (const key of OPTIONAL_EMAIL_KEYS) if (changes[key] !== undefined) optional[key] = changes[key];
    if (Object.keys(optional).length === 0) return preferencesOrDefaults(await this.deps.emailPreferences.find(userId));
    const saved = await this.deps.emailPreferences.update(userId, optional, { ...DEFAULT_EMAIL_PREFERENCES }, this.deps.clock.now());
    return preferencesOrDefaults(saved);
  }
}

/** The signed-in business's email choices; the defaults (weekly summary on) until it changes one. */
export class GetBusinessEmailPreferences {
  constructor(private readonly deps: { emailPreferences: EmailPreferencesRepository }) {}

  async execute(actor: Actor): Promise<BusinessEmailPreferences> {
    const { businessId } = requireBusinessOwner(actor);
    return (await this.deps.emailPreferences.findForBusiness(businessId)) ?? { ...DEFAULT_BUSINESS_EMAIL_PREFERENCES };
  }
}

export class UpdateBusinessEmailPreferences {
  constructor(private readonly deps: { emailPreferences: EmailPreferencesRepository; clock: Clock }) {}

  async execute(actor: Actor, changes: Partial<BusinessEmailPreferences>): Promise<BusinessEmailPreferences> {
    const { businessId } = requireBusinessOwner(actor);
    return this.deps.emailPreferences.updateForBusiness(businessId, changes, { ...DEFAULT_BUSINESS_EMAIL_PREFERENCES }, this.deps.clock.now());
  }
}
