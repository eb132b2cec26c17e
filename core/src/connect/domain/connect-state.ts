import type { ConnectedAccountRecord } from '../../purchases/ports/payment-gateway.port.js';

/**
 * What the platform last learned of a business's connected payout account (Stripe Connect
 * Express, DESIGN.md 10.5): from `account.updated`, or from a check when the owner comes back from
 * onboarding. `requirementsDue` keeps the provider's names; {@link describeRequirement} words them.
 */
export interface ConnectState {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
  updatedAt: Date;
}

/**
 * Where a business stands, in one word for screens and the CLI:
 * - `not_started`: no connected account yet;
 * - `incomplete`: onboarding not finished (details not submitted);
 * - `action_required`: details submitted, but the provider needs more (requirements due) or disabled it;
 * - `pending`: submitted, nothing due, the provider is still verifying;
 * - `enabled`: charges and payouts on.
 */
export type ConnectStatus = 'not_started' | 'incomplete' | 'action_required' | 'pending' | 'enabled';

export function connectStatusOf(accountId: string | null, state: ConnectState | null): ConnectStatus {
  if (accountId === null) return 'not_started';
  if (state === null || !state.detailsSubmitted) return 'incomplete';
  if (state.chargesEnabled && state.payoutsEnabled) return 'enabled';
  if (state.requirementsDue.length > 0) return 'action_required';
  // Nothing due: Stripe is checking what was sent, unless it paused or rejected the account.
  const reason = state.disabledReason;
  if (reason === null || reason.startsWith('requirements.pending_verification') || reason === 'under_review' || reason === 'listed') return 'pending';
  return 'action_required';
}

const STATUS_WORDS: Readonly<Record<ConnectStatus, string>> = {
  not_started: 'Not connected: set up payouts to get paid',
  incomplete: 'Setup not finished',
  action_required: 'Stripe needs more information',
  pending: 'Stripe is checking your details',
  enabled: 'Payouts on',
};

/** The status in one plain line, as the dashboard and the CLI say it. */
export function describeConnectStatus(status: ConnectStatus): string {
  return STATUS_WORDS[status];
}

export function connectStateFrom(record: ConnectedAccountRecord, now: Date): ConnectState {
  return {
    chargesEnabled: record.chargesEnabled,
    payoutsEnabled: record.payoutsEnabled,
    detailsSubmitted: record.detailsSubmitted,
    requirementsDue: [...new Set(record.requirementsDue)],
    disabledReason: record.disabledReason,
    updatedAt: now,
  };
}

/** Stripe's requirement names, by their first segments, in the words a shop owner uses. */
const REQUIREMENT_WORDS: readonly [prefix: string, words: string][] = [
  ['external_account', 'your bank account'],
  ['tos_acceptance', "acceptance of Stripe's terms"],
  ['business_profile.url', 'your business website'],
  ['business_profile.mcc', 'your type of business'],
  ['business_profile.product_description', 'a description of what you sell'],
  ['business_profile', 'your business profile'],
  ['business_type', 'your type of business'],
  ['company.tax_id', "your company's tax ID (EIN)"],
  ['company.address', "your company's address"],
  ['company.phone', "your company's phone number"],
  ['company.name', "your company's legal name"],
  ['company.owners_provided', "your company's owners"],
  ['company.directors_provided', "your company's directors"],
  ['company.executives_provided', "your company's executives"],
  ['company', 'details of your company'],
  ['representative', 'details of your company representative'],
  ['owners', "details of your company's owners"],
  ['directors', "details of your company's directors"],
  ['executives', "details of your company's executives"],
  ['individual.id_number', 'your Social Security number'],
  ['individual.ssn_last_4', 'the last 4 digits of your Social Security number'],
  ['individual.verification.document', 'a photo of your ID'],
  ['individual.verification.additional_document', 'a second document proving your identity'],
  ['individual.dob', 'your date of birth'],
  ['individual.address', 'your home address'],
  ['individual.first_name', 'your name'],
  ['individual.last_name', 'your name'],
  ['individual.email', 'your email address'],
  ['individual.phone', 'your phone number'],
  ['individual', 'your personal details'],
  ['settings.payments.statement_descriptor', 'the name on customers’ card statements'],
];

/** Words for one of Stripe's requirement names (`individual.id_number` → "your Social Security number"). */
export function describeRequirement(name: string): string {
  // A person's requirement names a person id first (`person_1A2b.dob`): word it as the representative's.
  const normalised = name.replace(/^person_[A-Za-z0-9]+\./, 'representative.');
  for (const [prefix, words] of REQUIREMENT_WORDS) {
    if (normalised === prefix || normalised.startsWith(`${prefix}.`)) return words;
  }
  return 'more information';
}

/** The requirement names in words, each said once, in the provider's order. */
export function describeRequirements(names: readonly string[]): string[] {
  return [...new Set(names.map(describeRequirement))];
}

/** Stripe's `requirements.disabled_reason` in plain words. */
export function describeDisabledReason(reason: string | null): string | null {
  if (reason === null) return null;
  if (reason.startsWith('requirements.past_due')) return 'Stripe is missing information it asked for.';
  if (reason.startsWith('requirements.pending_verification')) return 'Stripe is checking the information you sent.';
  if (reason.startsWith('rejected')) return 'Stripe rejected this account; contact Stripe support.';
  if (reason === 'under_review') return 'Stripe is reviewing this account.';
  if (reason === 'listed') return 'Stripe is reviewing this account.';
  return 'Stripe has paused this account.';
}
