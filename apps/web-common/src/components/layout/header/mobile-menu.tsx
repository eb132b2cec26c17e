import { useDemoLogin } from '../../../session/api/demo-login.js';
import { displayName, isAdmin, type Account } from '../../../session/account.js';
import { MenuButton, MenuEntry, MobileGroupTitle, MobilePanel, PairRow, PlainButton } from './header-parts.js';
import type { SiteLink } from '../site-links.js';

export const MOBILE_MENU_ID = 'mobile-menu';

/** A pair of quick demo logins (demo mode only); a failure raises the "Login Failed" toast. */
function DemoLogins({ title, customer, business }: { title: string; customer: string; business: string }) {
  const demoLogin = useDemoLogin();
  return (
    <>
      <MobileGroupTitle>{title}</MobileGroupTitle>
      <PairRow>
        <PlainButton type="button" disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('user')}>
          {customer}
        </PlainButton>
        <PlainButton type="button" disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('business')}>
          {business}
        </PlainButton>
      </PairRow>
    </>
  );
}

interface MobileMenuProps {
  account: Account | null | undefined;
  nav: readonly SiteLink[];
  accountLinks: readonly SiteLink[];
  signIn: string;
  demoMode: boolean;
  app: 'storefront' | 'portal';
  onLogout: () => void;
}

/** The panel below the header on narrow screens: the navigation, then the account's links. */
export function MobileMenu({ account, nav, accountLinks, signIn, demoMode, app, onLogout }: MobileMenuProps) {
  return (
    <MobilePanel id={MOBILE_MENU_ID}>
      {nav.map((item) => (
        <MenuEntry key={item.to} to={item.to} app={app}>
          {item.label}
        </MenuEntry>
      ))}
      {account ? (
        <>
          <MobileGroupTitle>{displayName(account)}</MobileGroupTitle>
          {accountLinks.map((link) => (
            <MenuEntry key={link.label} to={link.to} app={app}>
              {link.label}
            </MenuEntry>
          ))}
          <MenuButton type="button" onClick={onLogout}>
            Logout
          </MenuButton>
          {isAdmin(account) || !demoMode ? null : <DemoLogins title="Switch Account" customer="Customer" business="Business" />}
        </>
      ) : (
        <>
          <MenuEntry to={signIn} app={app}>
            Sign In
          </MenuEntry>
          {demoMode ? <DemoLogins title="Quick demo" customer="Demo Customer" business="Demo Business" /> : null}
        </>
      )}
    </MobilePanel>
  );
}
