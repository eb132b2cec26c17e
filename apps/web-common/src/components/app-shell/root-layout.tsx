import { Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Footer } from '../layout/footer.js';
import { Header } from '../layout/header/header.js';
import type { SiteLinks } from '../layout/site-links.js';
import { SkipLink } from '../layout/skip-link.js';
import { DemoGuide } from '../onboarding/demo-guide.js';
import { WelcomeDialog } from '../onboarding/welcome-dialog.js';
import { useNavigationPending } from './app-router.js';

const Main = styled.main`
  min-height: 60vh;
  /* Focused only by the skip link; the sticky header would otherwise cover its top. */
  scroll-margin-top: 80px;
  &:focus { outline: none; }
`;

const Progress = styled.div<{ $active: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  height: 3px;
  z-index: 60;
  width: ${({ $active }) => ($active ? '70%' : '0')};
  background: ${({ theme }) => theme.colors.brand};
  transition: width 0.4s ease;
`;

/**
 * The page frame of both web apps: skip link, loading bar, header, main landmark, footer and the
 * demo helpers. The app says which it is and passes what they link to.
 */
export function RootLayout({ app, links }: { app: 'storefront' | 'portal'; links: SiteLinks }) {
  const navigate = useNavigate();
  const pending = useNavigationPending();
  const go = (path: string) => void navigate(path);
  return (
    <>
      <SkipLink targetId="main" />
      <Progress $active={pending} aria-hidden="true" />
      <Header app={app} navigate={go} links={links.header} />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer app={app} links={links.footer} />
      <WelcomeDialog app={app} navigate={go} links={links.welcome} />
      <DemoGuide />
    </>
  );
}
