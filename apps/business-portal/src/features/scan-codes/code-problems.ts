import { redeemError, type RedeemRefusal } from '@marketplace/core/purchases/domain/purchase';
import { ApiError, errorDescription } from '@marketplace/web-common/api/api-client';

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

/** The server's stable error codes (core's domain errors) the till tells apart. */
const TITLES_BY_CODE: Record<string, string> = {
  'code.not_found': 'Unknown code',
  'code.other_business': "Another business's code",
  'purchase.already_redeemed': REFUSAL_TITLES.used_up,
  'purchase.expired': REFUSAL_TITLES.expired,
  'purchase.refunded': REFUSAL_TITLES.refunded,
  'purchase.not_paid': REFUSAL_TITLES.not_paid,
};

/** When the answer has no known code: what its status means at the till. */
const BY_STATUS: Record<number, CodeProblem> = {
  400: { title: 'Not a valid code', message: "Enter the text code as the customer's screen shows it, for example ABCDE-23456 (older codes: ABCD-2345), or scan the QR code again." },
  401: { title: 'Signed out', message: 'Your session has ended. Sign in again to check codes.' },
  403: { title: 'Not allowed', message: 'Only a business account can check and redeem codes.' },
  404: { title: 'Unknown code', message: 'No purchase matches this code. Check the code and try again.' },
  409: { title: REFUSAL_TITLES.used_up, message: 'This code has already been redeemed.' },
  410: { title: 'Code no longer valid', message: 'This code has expired or its purchase was refunded.' },
  429: { title: 'Too many attempts', message: 'Wait a moment, then try again.' },
};

/**
 * Turns a failed validate or redeem call into what the till shows: unknown code and another
 * business's code (404), already redeemed (409), expired or refunded (410), with the server's own
 * sentence when it sent one.
 */
export function codeProblemOf(error: unknown): CodeProblem {
  if (!(error instanceof ApiError)) {
    return { title: 'Could not check the code', message: 'The server could not be reached. Check the connection and try again.' };
  }
  const code = (error.body as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? TITLES_BY_CODE[code] : undefined;
  const fallback = BY_STATUS[error.status];
  const title = known ?? fallback?.title ?? 'Could not check the code';
  // A 400's sentence is the generic "Invalid input": the till's own hint says more.
  const serverMessage = error.status === 400 ? undefined : error.serverMessage;
  const message = serverMessage ?? fallback?.message ?? errorDescription(error);
  return { title, message };
}
