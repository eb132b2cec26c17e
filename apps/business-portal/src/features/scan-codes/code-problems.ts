import { redeemError, type RedeemRefusal } from '@marketplace/core/purchases/domain/purchase';
import { ApiError } from '@marketplace/web-common/api/api-client';

/** Why a code cannot be used, as the till shows it: a short title and a sentence. */
export interface CodeProblem {
  title: string;
  message: string;
}

const REFUSAL_TITLES: Record<RedeemRefusal, string> = {
  used_up: 'Already redeemed',
  expired: 'Code expired',
  refunded: 'Purchase refunded',
  not_paid: 'Not paid yet',
};

/** A validated code that cannot be redeemed now; the sentence is core's, as the server says it. */
export function refusalProblem(refusal: RedeemRefusal): CodeProblem {
  return { title: REFUSAL_TITLES[refusal], message: redeemError(refusal).message };
}

/** The till's titles for the server's stable error codes (core's domain errors). */
const TITLES_BY_CODE: Record<string, string> = {
  'code.not_found': 'Unknown code',
  'code.other_business': "Another business's code",
  'purchase.already_redeemed': REFUSAL_TITLES.used_up,
  'purchase.expired': REFUSAL_TITLES.expired,
  'purchase.refunded': REFUSAL_TITLES.refunded,
  'purchase.not_paid': REFUSAL_TITLES.not_paid,
  // A picture of the customer's pass, or a QR scanned more than a minute ago (DESIGN.md 10.6).
  'code.live_pass_expired': 'Scan the live code',
  // The till's remembered location was archived or is not this business's (DESIGN.md 10.6).
  'location.not_found': 'Choose the location again',
};

/** The till's titles for an answer without a known code, by status. The sentence is always the server's. */
const TITLES_BY_STATUS: Record<number, string> = {
  400: 'Not a valid code',
  401: 'Signed out',
  403: 'Not allowed',
  404: 'Unknown code',
  409: REFUSAL_TITLES.used_up,
  410: 'Code no longer valid',
  429: 'Too many attempts',
};

/** The server answers a malformed code with the generic "Invalid input": the till says how a code looks instead. */
const INVALID_CODE_HINT = "Enter the text code as the customer's screen shows it, for example ABCDE-23456 (older codes: ABCD-2345), or scan the QR code again.";

/**
 * Turns a failed validate or redeem call into what the till shows: a title of its own and the
 * server's `message` (never a copy of it). An answer without one (a proxy's bare 404, a network
 * failure) says so plainly.
 */
export function codeProblemOf(error: unknown): CodeProblem {
  if (!(error instanceof ApiError)) {
    return { title: 'Could not check the code', message: 'The server could not be reached. Check the connection and try again.' };
  }
  const code = (error.body as { code?: unknown } | null)?.code;
  const title = (typeof code === 'string' ? TITLES_BY_CODE[code] : undefined) ?? TITLES_BY_STATUS[error.status] ?? 'Could not check the code';
  const billIssue = error.issues.find((issue) => issue.path === 'billCents');
  if (billIssue) return { title: 'Check the bill total', message: billIssue.message };
  if (error.status === 400) return { title, message: INVALID_CODE_HINT };
  return { title, message: error.serverMessage ?? `The server gave no reason (error ${error.status}). Try again in a moment.` };
}
