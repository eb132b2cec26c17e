import type { AccountResponse, BusinessAccountResponse, UserAccountResponse } from '@marketplace/core/accounts/schemas/account.response';

/** The signed-in account as GET /api/user answers (customer-side section 3): core's response types. */
export type UserAccount = UserAccountResponse;
export type BusinessAccount = BusinessAccountResponse;
export type Account = AccountResponse;

/** The special admin: the account with id 999 and role owner or admin. */
export const ADMIN_ACCOUNT_ID = 999;

export function isAdmin(account: Account | null | undefined): boolean {
  return !!account && account.id === ADMIN_ACCOUNT_ID && (account.role === 'owner' || account.role === 'admin');
}

/** Only customers buy deals and have purchases; the admin is a user account but not a customer. */
export function isCustomer(account: Account | null | undefined): account is UserAccount {
  return account?.type === 'user' && !isAdmin(account);
}

/** A customer's username, a business's name, or a member of staff's own name. */
export function displayName(account: Account): string {
  if (account.type === 'user') return account.username;
  return account.staff ? (account.staff.name ?? account.staff.email) : account.name;
}
