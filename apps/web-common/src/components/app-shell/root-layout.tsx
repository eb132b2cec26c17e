import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import styled from 'styled-components';
import { useDemoMode } from '../../api/server-config.js';
import { Footer } from '../layout/footer.js';
import { Header } from '../layout/header/header.js';
import type { SiteLinks } from '../layout/site-links.js';
import { SkipLink } from '../layout/skip-link.js';

const WelcomeDialog = lazy(() => import('../onboarding/welcome-dialog.js').then((module) => ({ default: module.WelcomeDialog })));
const DemoGuide = lazy(() => import('../onboarding/demo-guide.js').then((module) => ({ default: module.DemoGuide })));

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
 * True once the browser is idle after the first page has painted (at the latest after 2 s): the
 * demo helpers wait for it, so their code is neither loaded nor run before the page itself.
 */
function useIdleAfterFirstPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/**
 * The page frame of both web apps: skip link, loading bar, header, main landmark, footer and the
 * demo helpers (in demo mode only, after the first paint: their own chunk). The app says which it
 * is and passes what they link to.
 */
export function RootLayout({ app, links }: { app: 'storefront' | 'portal'; links: SiteLinks }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const go = (path: string) => void navigate(path);
  const demoMode = useDemoMode();
  const idle = useIdleAfterFirstPaint();
  return (
    <>
      <SkipLink targetId="main" />
      <Progress $active={navigation.state === 'loading'} aria-hidden="true" />
      <Header app={app} navigate={go} links={links.header} />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer app={app} links={links.footer} />
      {demoMode && idle ? (
        <Suspense fallback={null}>
          <WelcomeDialog app={app} navigate={go} links={links.welcome} />
          <DemoGuide />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
