import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import styled from 'styled-components';
import { Footer } from '@marketplace/web-common/components/layout/footer';
import { Header } from '@marketplace/web-common/components/layout/header';
import { DemoGuide } from '@marketplace/web-common/components/onboarding/demo-guide';
import { WelcomeDialog } from '@marketplace/web-common/components/onboarding/welcome-dialog';

const Main = styled.main`
  min-height: 60vh;
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

export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <>
      <Progress $active={navigation.state === 'loading'} aria-hidden="true" />
      <Header app="portal" navigate={(path) => void navigate(path)} />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer app="portal" />
      <WelcomeDialog app="portal" navigate={(path) => void navigate(path)} />
      <DemoGuide />
      <ScrollRestoration />
    </>
  );
}
