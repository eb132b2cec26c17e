import type { Account } from './account.js';

/**
 * Local storage that belongs to the signed-in account only, such as the offline copy of a code to
 * show at the till. Keys name their owner; logout, a signed-out answer of GET /api/user and a
 * switch to another account remove every such key, so the next person on the device sees none.
 */
const PREFIX = 'account-data:';
const OWNER_KEY = `${PREFIX}owner`;

/** "user-7", "business-3" or "staff-5": each is its own sequence; a business's staff keep their own data. */
export function accountOwner(account: Pick<Account, 'type' | 'id'> & { staff?: { id: number } | null }): string {
  return account.staff ? `staff-${account.staff.id}` : `${account.type}-${account.id}`;
}

const itemKey = (owner: string, name: string) => `${PREFIX}${owner}:${name}`;
/** Earlier versions kept the checkout's purchase_{dealId} shortcut for nobody in particular. */
const UNOWNED_PURCHASE_KEY = /^purchase_\d+$/;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Removes every account-owned key (logout, signed out, another account). */
export function clearAccountStorage(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key && (key.startsWith(PREFIX) || UNOWNED_PURCHASE_KEY.test(key))) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/**
 * Follows what GET /api/user answered: nobody signed in clears the account data; another account
 * than the last one clears it and takes over. A failed call (offline) changes nothing.
 */
export function syncAccountStorage(account: Account | null): void {
  const store = storage();
  if (!store) return;
  if (account === null) {
    clearAccountStorage();
    return;
  }
  const owner = accountOwner(account);
  if (store.getItem(OWNER_KEY) === owner) return;
  clearAccountStorage();
  try {
    store.setItem(OWNER_KEY, owner);
  } catch {
    // storage full or blocked: nothing is kept for the account then
  }
}

/** The account that last used this device while online, for reading its data when the server is out of reach. */
export function lastKnownOwner(): string | null {
  return storage()?.getItem(OWNER_KEY) ?? null;
}

export function readAccountItem(owner: string, name: string): string | null {
  return storage()?.getItem(itemKey(owner, name)) ?? null;
}

/** Keeps `value` for the account (taking the device over from another account first). */
export function writeAccountItem(account: Account, name: string, value: string): void {
  syncAccountStorage(account);
  try {
    storage()?.setItem(itemKey(accountOwner(account), name), value);
  } catch {
    // storage full or blocked: the page still works online
  }
}

export function removeAccountItem(owner: string, name: string): void {
  storage()?.removeItem(itemKey(owner, name));
}
