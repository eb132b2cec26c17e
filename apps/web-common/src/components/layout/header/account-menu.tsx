import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { displayName, type Account } from '../../../session/account.js';
import { Dropdown, MenuButton, MenuEntry, PlainButton } from './header-parts.js';
import type { SiteLink } from '../site-links.js';

/** The desktop account menu: a button with the account's name opening its links and Logout. */
export function AccountMenu({ account, links, app, onLogout }: { account: Account; links: readonly SiteLink[]; app: 'storefront' | 'portal'; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node)) setOpen(false);
      // Escape gives the focus back to the button, as it would otherwise vanish with the menu.
      if (event instanceof KeyboardEvent && event.key === 'Escape') buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    onLogout();
  };

  return (
    <div ref={menuRef} style={{ position: 'relative' }}>
      <PlainButton ref={buttonRef} type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {displayName(account)} <span aria-hidden="true">▾</span>
      </PlainButton>
      {open ? (
        <Dropdown role="menu" aria-label="Account">
          {links.map((link) => (
            <MenuEntry key={link.label} role="menuitem" to={link.to} app={app}>
              {link.label}
            </MenuEntry>
          ))}
          <MenuButton type="button" role="menuitem" onClick={logout}>
            Logout
          </MenuButton>
        </Dropdown>
      ) : null}
    </div>
  );
}
