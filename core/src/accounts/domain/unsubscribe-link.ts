import { OPTIONAL_EMAIL_KEYS, type OptionalEmailKey } from './email-preferences.js';

/**
 * What one unsubscribe link turns off: one switch of one account. A customer's link names one of
 * the emails a customer may turn off; a business's names its weekly summary.
 */
export type UnsubscribeTarget =
  | { account: 'customer'; userId: number; list: OptionalEmailKey }
  | { account: 'business'; businessId: number; list: 'weeklySummary' };

export type UnsubscribeList = UnsubscribeTarget['list'];

/** How the unsubscribe page and the Settings tab name each email a link may turn off. */
export const UNSUBSCRIBE_LIST_LABELS: Record<UnsubscribeList, string> = {
  expiryReminders: 'Reminders before your deals expire',
  newDeals: 'New deals near you',
  newsletter: 'The monthly newsletter',
  favoriteDeals: 'New deals from your favorite stores',
  weeklySummary: 'The weekly sales summary',
};

/** What a link that is not ours (changed, cut short, made up) is answered with. */
export const INVALID_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid: it may have been changed or cut short. Use the link from the email as it is, or change your emails in your settings.';

/** A signed link whose account no longer exists. */
export const UNSUBSCRIBE_ACCOUNT_GONE_MESSAGE = 'This account no longer exists, so no more emails are sent to it.';

const ACCOUNT_PREFIX = { customer: 'c', business: 'b' } as const;

/**
 * The signed part of the token: `c.<userId>.<list>` or `b.<businessId>.weeklySummary`. The signature
 * follows after one more dot: `c.42.expiryReminders.<signature>`, URL-safe as it is.
 */
export function unsubscribeMessage(target: UnsubscribeTarget): string {
  const id = target.account === 'customer' ? target.userId : target.businessId;
  return `${ACCOUNT_PREFIX[target.account]}.${id}.${target.list}`;
}

/** The target and signature a token claims, or null when it is not shaped like one (nothing is verified here). */
export function parseUnsubscribeToken(token: string): { target: UnsubscribeTarget; message: string; signature: string } | null {
  const match = /^([cb])\.([1-9]\d{0,14})\.([A-Za-z]{1,40})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return null;
  const [, prefix, idText, list, signature] = match as unknown as [string, 'c' | 'b', string, string, string];
  const id = Number(idText);
  if (!Number.isSafeInteger(id)) return null;
  let target: UnsubscribeTarget;
  if (prefix === 'c') {
    if (!(OPTIONAL_EMAIL_KEYS as readonly string[]).includes(list)) return null;
    target = { account: 'customer', userId: id, list: list as OptionalEmailKey };
  } else {
    if (list !== 'weeklySummary') return null;
    target = { account: 'business', businessId: id, list };
  }
  return { target, message: unsubscribeMessage(target), signature };
}

/** Where a link's page is, and where the one-click POST of RFC 8058 goes. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe/one-click';
