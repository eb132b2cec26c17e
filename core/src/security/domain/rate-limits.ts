/**
 * Every limit on attempts, in one place (DESIGN.md section 10.2). A rule is a fixed window and
 * the most attempts that may count in it; the delivery layer picks the key (an email and client
 * address, a business, an address) each rule counts per.
 */
export interface RateLimitRule {
  /** Stable id, part of every counter key and of the refusal's error code. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  /** What a refused client reads. */
  readonly message: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const LOGIN_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';
const REGISTRATION_MESSAGE = 'Too many sign-ups from your network. Please try again later.';
const WAITLIST_MESSAGE = 'Too many waitlist sign-ups from your network. Please try again later.';
const CONTACT_MESSAGE = 'Too many messages from your network. Please try again later.';
const PASSWORD_RESET_MESSAGE = 'Too many password reset requests. Please wait a while and try again.';
const ACCOUNT_LINK_MESSAGE = 'Too many invalid links from your network. Please wait a few minutes and try again.';
const CURRENT_PASSWORD_MESSAGE = 'Too many wrong passwords. Please wait a few minutes and try again.';
const EMAIL_CHANGE_MESSAGE = 'Too many email change requests. Please try again later.';
const GIFT_EMAIL_MESSAGE = 'Too many gift emails sent. Please try again later.';
const FAVORITE_CHANGES_MESSAGE = 'Too many changes to your favorites. Please wait a minute and try again.';
const CODE_LOOKUP_MESSAGE = 'Too many codes that match no purchase. Please wait a minute and try again.';

export const RATE_LIMITS = {
  /** Failed logins for one email from one client address (per account kind). */
  loginPerEmailAndAddress: { name: 'login_email_address', max: 10, windowMs: 15 * MINUTE_MS, message: LOGIN_MESSAGE },
  /** Failed logins from one client address, whatever the email. */
  loginPerAddress: { name: 'login_address', max: 50, windowMs: 15 * MINUTE_MS, message: LOGIN_MESSAGE },
  /** Registration attempts (customer and business together) from one client address. */
  registrationPerAddress: { name: 'registration_address', max: 10, windowMs: HOUR_MS, message: REGISTRATION_MESSAGE },
  /** Waitlist sign-ups from one client address. */
  waitlistPerAddress: { name: 'waitlist_address', max: 20, windowMs: HOUR_MS, message: WAITLIST_MESSAGE },
  /** Contact form messages from one client address. */
  contactPerAddress: { name: 'contact_address', max: 5, windowMs: HOUR_MS, message: CONTACT_MESSAGE },
  /** Password reset requests from one client address, whatever the email (each may send an email). */
  passwordResetPerAddress: { name: 'password_reset_address', max: 10, windowMs: HOUR_MS, message: PASSWORD_RESET_MESSAGE },
  /** Password reset requests for one email (per account kind), from anywhere: an inbox is not flooded. */
  passwordResetPerEmail: { name: 'password_reset_email', max: 5, windowMs: HOUR_MS, message: PASSWORD_RESET_MESSAGE },
  /** Reset or email-change links that matched no usable token, per client address. */
  accountLinkFailuresPerAddress: { name: 'account_link_address', max: 20, windowMs: 15 * MINUTE_MS, message: ACCOUNT_LINK_MESSAGE },
  /** Wrong current passwords (change password, change email) per account: a stolen session cannot guess it. */
  currentPasswordFailuresPerAccount: { name: 'current_password_account', max: 10, windowMs: 15 * MINUTE_MS, message: CURRENT_PASSWORD_MESSAGE },
  /** Email change requests per account: each one mails an address of the requester's choice. */
  emailChangePerAccount: { name: 'email_change_account', max: 5, windowMs: HOUR_MS, message: EMAIL_CHANGE_MESSAGE },
  /** Saving and removing favourites, per customer account (a heart clicked far faster than a person would). */
  favoriteChangesPerAccount: { name: 'favorite_changes_account', max: 60, windowMs: MINUTE_MS, message: FAVORITE_CHANGES_MESSAGE },
  /** Code look-ups (validate or redeem) that found no purchase of the business, per business account. */
  codeLookupFailuresPerBusiness: { name: 'code_lookup_business', max: 20, windowMs: MINUTE_MS, message: CODE_LOOKUP_MESSAGE },
  /** The same failed code look-ups, per client address. */
  codeLookupFailuresPerAddress: { name: 'code_lookup_address', max: 20, windowMs: MINUTE_MS, message: CODE_LOOKUP_MESSAGE },
  /** Gift emails a buyer sends again or to a new recipient (each mails an address of their choice), per account. */
  giftEmailsPerAccount: { name: 'gift_email_account', max: 10, windowMs: HOUR_MS, message: GIFT_EMAIL_MESSAGE },
} as const satisfies Record<string, RateLimitRule>;
