import type { Account } from '../../../session/account.js';

/** A page a header or footer links to. The web apps own their routes and pass these in. */
export interface SiteLink {
  readonly label: string;
  readonly to: string;
}

/**
 * What the header links to, given by the app that renders it (web-common knows no routes):
 * the main navigation and the account menu may depend on who is signed in and on demo mode.
 */
export interface HeaderLinks {
  readonly home: string;
  readonly signIn: string;
  readonly nav: (account: Account | null | undefined, demoMode: boolean) => readonly SiteLink[];
  /** The account menu's entries; Logout is added by the menu. */
  readonly account: (account: Account, demoMode: boolean) => readonly SiteLink[];
}
