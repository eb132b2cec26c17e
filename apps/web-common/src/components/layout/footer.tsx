import styled from 'styled-components';
import { Cluster, Stack } from './stack.js';
import { useDemoMode } from '../../api/server-config.js';
import { space } from '../../theme.js';
import { VISITED_FLAG_KEY } from '../../ui-constants.js';
import { AppLink } from './app-link.js';
import type { FooterLinks } from './site-links.js';

const Bar = styled.footer`
  margin-top: ${space(16)};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const Inner = styled(Cluster).attrs({ $gap: 6 })`
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: ${space(10)} ${space(4)};
  justify-content: space-between;
  align-items: flex-start;
`;

const Brand = styled(Stack).attrs({ $gap: 2 })`
  max-width: 320px;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & strong { font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(6)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & a, & button { color: inherit; text-decoration: none; background: none; border: 0; padding: 0; cursor: pointer; }
  & a:hover, & button:hover { text-decoration: underline; }
`;

const HiddenAdmin = styled(AppLink)`
  && { color: ${({ theme }) => theme.colors.textInverseMuted}; }
  font-size: ${({ theme }) => theme.font.sizes.xs};
  text-decoration: none;
`;

/**
 * The footer of both web apps: the app's pages, Show Welcome (demo mode only: the welcome dialog
 * is the demo's), Contact Us and the discreet Admin link.
 */
export function Footer({ app, links }: { app: 'storefront' | 'portal'; links: FooterLinks }) {
  const demoMode = useDemoMode();
  const showWelcome = () => {
    window.localStorage.removeItem(VISITED_FLAG_KEY);
    window.location.reload();
  };
  return (
    <Bar>
      <Inner>
        <Brand>
          <strong>Discount Marketplace</strong>
          <span>Buy Discounts. Save Big. Prepaid discounts at the local businesses you love.</span>
        </Brand>
        <Links aria-label="Footer">
          {links.pages.map((link) => (
            <AppLink key={link.to} to={link.to} app={app}>
              {link.label}
            </AppLink>
          ))}
          {demoMode ? (
            <button type="button" onClick={showWelcome}>
              Show Welcome
            </button>
          ) : null}
          <AppLink to={links.contact.to} app={app}>
            {links.contact.label}
          </AppLink>
          <HiddenAdmin to={links.admin} app={app}>
            Admin
          </HiddenAdmin>
        </Links>
      </Inner>
    </Bar>
  );
}
