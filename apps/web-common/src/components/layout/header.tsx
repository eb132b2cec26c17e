import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useDemoMode } from '../../api/server-config.js';
import { space } from '../../theme.js';
import { displayName, isAdmin, isCustomer, type Account } from '../../session/account.js';
import { useCurrentAccount } from '../../session/api/get-current-account.js';
import { useDemoLogin } from '../../session/api/demo-login.js';
import { useLogout } from '../../session/api/logout.js';
import { AppLink } from './app-link.js';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: ${space(3)} ${space(4)};
  display: flex;
  align-items: center;
  gap: ${space(6)};
`;

const Logo = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
`;

const LogoMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.savings};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Nav = styled.nav`
  display: none;
  gap: ${space(1)};
  flex: 1;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: flex; }
`;

const NavItem = styled(AppLink)<{ $active?: boolean }>`
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Right = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

const Desktop = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: flex; align-items: center; gap: ${space(2)}; }
`;

const PlainButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
`;

const SignIn = styled(AppLink)`
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.brandHover}; }
`;

const MenuToggle = styled(PlainButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: none; }
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${space(2)});
  min-width: 200px;
  padding: ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  display: flex;
  flex-direction: column;
`;

const MenuEntry = styled(AppLink)`
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const MenuButton = styled.button`
  padding: ${space(2)} ${space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const MobilePanel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${space(3)} ${space(4)} ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: none; }
`;

const MobileGroupTitle = styled.p`
  margin-top: ${space(3)};
  padding: 0 ${space(3)};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  gap: ${space(2)};
  padding: 0 ${space(3)};
  & > * { flex: 1; justify-content: center; }
`;

export const NAV_ITEMS = [
  { label: 'Discover', to: '/deals' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'For Businesses', to: '/for-businesses' },
  { label: 'Recession Proof', to: '/recession-proof' },
  { label: 'Waitlist', to: '/waitlist' },
] as const;

/** The sample waitlist is a demo view: listed only in demo mode. */
const ADMIN_DEMO_NAV_ITEM = { label: 'Waitlist Demo', to: '/admin/waitlist-demo' } as const;

/** The account menu by role (business-side section 2, Global chrome); Logout is added by the menu. */
function accountLinks(account: Account, demoMode: boolean) {
  if (isAdmin(account)) {
    return [
      { label: 'Waitlist Administration', to: '/admin/waitlist' },
      ...(demoMode ? [{ label: 'Waitlist Demo View', to: '/admin/waitlist-demo' }] : []),
    ];
  }
  if (isCustomer(account)) {
    return [
      { label: 'My Profile', to: '/profile' },
      { label: 'My Purchases', to: '/profile?tab=deals' },
    ];
  }
  return [
    { label: 'Dashboard', to: '/business/dashboard' },
    { label: 'Subscription', to: '/business/subscription' },
    ...(account.role === 'owner' ? [{ label: 'Admin Dashboard', to: '/admin/dashboard' }] : []),
  ];
}

/**
 * The header of both web apps: navigation, the account menu (customers: My Profile, My Purchases,
 * Logout) and the mobile menu. In demo mode only (as GET /api/config says), the mobile menu adds
 * quick demo logins (a failure raises the "Login Failed" toast) and the admin gets the waitlist demo.
 * `navigate` moves within the current app.
 */
export function Header({ app, navigate }: { app: 'storefront' | 'portal'; navigate: (path: string) => void }) {
  const { data: account } = useCurrentAccount();
  // The storefront's home is not a portal page: from the portal, logout loads / in full.
  const logout = useLogout(app === 'storefront' ? navigate : undefined);
  const demoMode = useDemoMode();
  const demoLogin = useDemoLogin();
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mobileToggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    setMenuOpen(false);
    setMobileOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
      // Escape gives the focus back to the button, as it would otherwise vanish with the menu.
      if (event instanceof KeyboardEvent && event.key === 'Escape') menuButtonRef.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      mobileToggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpen]);

  const admin = isAdmin(account);
  const items = admin && demoMode ? [...NAV_ITEMS, ADMIN_DEMO_NAV_ITEM] : NAV_ITEMS;
  const onLogout = () => {
    setMenuOpen(false);
    logout.mutate();
  };

  return (
    <Bar>
      <Inner>
        <Logo to="/" app={app} aria-label="Discount Marketplace home">
          <LogoMark aria-hidden="true">%</LogoMark>
          Discount Marketplace
        </Logo>
        <Nav aria-label="Main">
          {items.map((item) => (
            <NavItem key={item.to} to={item.to} app={app} $active={location.pathname === item.to}>
              {item.label}
            </NavItem>
          ))}
        </Nav>
        <Right>
          <Desktop>
            {account ? (
              <div ref={menuRef} style={{ position: 'relative' }}>
                <PlainButton ref={menuButtonRef} type="button" aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
                  {displayName(account)} <span aria-hidden="true">▾</span>
                </PlainButton>
                {menuOpen ? (
                  <Dropdown role="menu" aria-label="Account">
                    {accountLinks(account, demoMode).map((link) => (
                      <MenuEntry key={link.label} role="menuitem" to={link.to} app={app}>
                        {link.label}
                      </MenuEntry>
                    ))}
                    <MenuButton type="button" role="menuitem" onClick={onLogout}>
                      Logout
                    </MenuButton>
                  </Dropdown>
                ) : null}
              </div>
            ) : account === null ? (
              <SignIn to="/auth" app={app}>
                Sign In
              </SignIn>
            ) : null}
          </Desktop>
          <MenuToggle ref={mobileToggleRef} type="button" aria-expanded={mobileOpen} aria-controls="mobile-menu" onClick={() => setMobileOpen((open) => !open)}>
            <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span> Menu
          </MenuToggle>
        </Right>
      </Inner>
      {mobileOpen ? (
        <MobilePanel id="mobile-menu">
          {items.map((item) => (
            <MenuEntry key={item.to} to={item.to} app={app}>
              {item.label}
            </MenuEntry>
          ))}
          {account ? (
            <>
              <MobileGroupTitle>{displayName(account)}</MobileGroupTitle>
              {accountLinks(account, demoMode).map((link) => (
                <MenuEntry key={link.label} to={link.to} app={app}>
                  {link.label}
                </MenuEntry>
              ))}
              <MenuButton type="button" onClick={onLogout}>
                Logout
              </MenuButton>
              {admin || !demoMode ? null : (
                <>
                  <MobileGroupTitle>Switch Account</MobileGroupTitle>
                  <Row>
                    <PlainButton type="button" disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('user')}>
                      Customer
                    </PlainButton>
                    <PlainButton type="button" disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('business')}>
                      Business
                    </PlainButton>
                  </Row>
                </>
              )}
            </>
          ) : (
            <>
              <MenuEntry to="/auth" app={app}>
                Sign In
              </MenuEntry>
              {demoMode ? (
                <>
                  <MobileGroupTitle>Quick demo</MobileGroupTitle>
                  <Row>
                    <PlainButton type="button" disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('user')}>
                      Demo Customer
                    </PlainButton>
                    <PlainButton type="button" disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('business')}>
                      Demo Business
                    </PlainButton>
                  </Row>
                </>
              ) : null}
            </>
          )}
        </MobilePanel>
      ) : null}
    </Bar>
  );
}
