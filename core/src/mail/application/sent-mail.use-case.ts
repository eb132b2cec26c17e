import { requireAdmin, type Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { CaughtMessage, MailCatcher } from '../ports/mail-catcher.port.js';

/** With a real mail provider nothing is kept: the provider's own logs show what went out. */
function catcherOrRefuse(mailCatcher: MailCatcher | null): MailCatcher {
  if (!mailCatcher) throw new NotFoundError('mail.catcher_off', 'Sent mail is listed only while the in-process catcher receives it; a mail provider is configured.');
  return mailCatcher;
}

/** The mail the in-process catcher received, newest first (the admin only). */
export class ListSentMail {
  constructor(private readonly deps: { mailCatcher: MailCatcher | null }) {}

  execute(actor: Actor): readonly CaughtMessage[] {
    requireAdmin(actor);
    return catcherOrRefuse(this.deps.mailCatcher).messages();
  }
}

/** One message the catcher received, with its parts (the admin only). */
export class GetSentMail {
  constructor(private readonly deps: { mailCatcher: MailCatcher | null }) {}

  execute(actor: Actor, id: string): CaughtMessage {
    requireAdmin(actor);
    const message = catcherOrRefuse(this.deps.mailCatcher).message(id);
    if (!message) throw new NotFoundError('mail.not_found', 'No such message: only the most recent ones are kept.');
    return message;
  }
}
