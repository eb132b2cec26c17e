import type { Account } from '../../session/account.js';

/** A page the chrome links to. The web apps own their routes and pass these in: web-common knows none. */
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

/** The footer's pages (Show Welcome comes after them in demo mode), Contact Us and the discreet Admin link. */
export interface FooterLinks {
  readonly pages: readonly SiteLink[];
  readonly contact: SiteLink;
  readonly admin: string;
}

/** Where the welcome dialog's two ways out lead. */
export interface WelcomeLinks {
  readonly explore: string;
  readonly waitlist: string;
}

/** Everything the page frame of a web app links to. */
export interface SiteLinks {
  readonly header: HeaderLinks;
  readonly footer: FooterLinks;
  readonly welcome: WelcomeLinks;
}
