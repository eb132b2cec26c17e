import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDemoMode } from '../../../api/server-config.js';
import { useCurrentAccount } from '../../../session/api/get-current-account.js';
import { useLogout } from '../../../session/api/logout.js';
import { AccountMenu } from './account-menu.js';
import { Bar, Desktop, Inner, Logo, LogoMark, MenuToggle, Nav, NavItem, Right, SignIn } from './header-parts.js';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.js';
import type { HeaderLinks } from '../site-links.js';

/** The mobile menu's open state: closed on navigation, and by Escape with the focus back on the toggle. */
function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return { open, setOpen, toggleRef };
}

/**
 * The header of both web apps: navigation, the account menu and the mobile menu, with the links
 * the app passes in. In demo mode only (as GET /api/config says), the mobile menu adds quick demo
 * logins. `navigate` moves within the current app.
 */
export function Header({ app, navigate, links }: { app: 'storefront' | 'portal'; navigate: (path: string) => void; links: HeaderLinks }) {
  const { data: account } = useCurrentAccount();
  // The storefront's home is not a portal page: from the portal, logout loads / in full.
  const logout = useLogout(app === 'storefront' ? navigate : undefined);
  const demoMode = useDemoMode();
  const mobile = useMobileMenu();
  const location = useLocation();
  const nav = links.nav(account, demoMode);
  const accountLinks = account ? links.account(account, demoMode) : [];
  const onLogout = () => logout.mutate();

  return (
    <Bar>
      <Inner>
        <Logo to={links.home} app={app} aria-label="Discount Marketplace home">
          <LogoMark aria-hidden="true">%</LogoMark>
          Discount Marketplace
        </Logo>
        <Nav aria-label="Main">
          {nav.map((item) => (
            <NavItem key={item.to} to={item.to} app={app} $active={location.pathname === item.to}>
              {item.label}
            </NavItem>
          ))}
        </Nav>
        <Right>
          <Desktop>
            {account ? (
              <AccountMenu account={account} links={accountLinks} app={app} onLogout={onLogout} />
            ) : account === null ? (
              <SignIn to={links.signIn} app={app}>
                Sign In
              </SignIn>
            ) : null}
          </Desktop>
          <MenuToggle ref={mobile.toggleRef} type="button" aria-expanded={mobile.open} aria-controls={MOBILE_MENU_ID} onClick={() => mobile.setOpen((open) => !open)}>
            <span aria-hidden="true">{mobile.open ? '✕' : '☰'}</span> Menu
          </MenuToggle>
        </Right>
      </Inner>
      {mobile.open ? <MobileMenu account={account} nav={nav} accountLinks={accountLinks} signIn={links.signIn} demoMode={demoMode} app={app} onLogout={onLogout} /> : null}
    </Bar>
  );
}
