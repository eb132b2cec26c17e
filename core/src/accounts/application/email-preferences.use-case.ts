import type { Clock } from '../../shared/ports/clock.port.js';
import { requireCustomer, type Actor } from '../domain/actor.js';
import { DEFAULT_EMAIL_PREFERENCES, preferencesOrDefaults, type EmailPreferences } from '../domain/email-preferences.js';
import type { EmailPreferencesRepository } from '../ports/email-preferences.repository.port.js';

/** The customer's choices; the defaults until they first save one. */
export class GetEmailPreferences {
  constructor(private readonly deps: { emailPreferences: EmailPreferencesRepository }) {}

  async execute(actor: Actor): Promise<EmailPreferences> {
    const { userId } = requireCustomer(actor);
    return preferencesOrDefaults(await this.deps.emailPreferences.find(userId));
  }
}

/** Changes the switches named; the others keep their value. */
export class UpdateEmailPreferences {
  constructor(private readonly deps: { emailPreferences: EmailPreferencesRepository; clock: Clock }) {}

  async execute(actor: Actor, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
    const { userId } = requireCustomer(actor);
    return this.deps.emailPreferences.update(userId, changes, { ...DEFAULT_EMAIL_PREFERENCES }, this.deps.clock.now());
  }
}
