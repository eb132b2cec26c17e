import type { UnsubscribeLinkView } from '@marketplace/core/accounts/application/unsubscribe.use-case';
import type { BusinessEmailPreferences } from '@marketplace/core/accounts/domain/email-preferences';

export function presentUnsubscribeLink(link: UnsubscribeLinkView) {
  return { list: link.list, label: link.label, account: link.account, subscribed: link.subscribed };
}

export function presentBusinessEmailPreferences(preferences: BusinessEmailPreferences) {
  return { weeklySummary: preferences.weeklySummary };
}
