import { useState } from 'react';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { useDemoMode } from '@marketplace/web-common/api/server-config';
import { Container } from '@marketplace/web-common/components/layout/page';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Tabs } from '@marketplace/web-common/components/ui/tabs';
import { space } from '@marketplace/web-common/theme';
import { useBusinessLogin } from '../../features/business-auth/api/business-login.js';
import { useBusinessRegistration } from '../../features/business-auth/api/business-register.js';
import { usePortalDemoLogin } from '../../features/business-auth/api/portal-demo-login.js';
import { BusinessLoginForm } from '../../features/business-auth/components/business-login-form.js';
import { PortalPitch } from '../../features/business-auth/components/portal-pitch.js';
import { QuickTestingAccess } from '../../features/business-auth/components/quick-testing-access.js';
import { RegistrationWizard } from '../../features/business-auth/components/registration-wizard.js';
import { Guard } from '../guards.js';

const Layout = styled(Container)`
  padding-top: ${space(8)};
  padding-bottom: ${space(12)};
  display: grid;
  gap: ${space(8)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space(12)};
    padding-top: ${space(12)};
  }
`;

const FormColumn = styled(Stack).attrs({ $gap: 6 })`
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
`;

const Intro = styled(Stack).attrs({ as: 'header', $gap: 2 })`
  text-align: center;
  & h1 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; letter-spacing: -0.02em; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const PitchColumn = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { position: sticky; top: ${space(24)}; }
`;

type AuthTab = 'login' | 'register';

function BusinessAuth() {
  const [tab, setTab] = useState<AuthTab>('login');
  const login = useBusinessLogin();
  const registration = useBusinessRegistration();
  const demoLogin = usePortalDemoLogin();
  const demoMode = useDemoMode();
  return (
    <Layout>
      <FormColumn>
        <Intro>
          <h1>Business Portal</h1>
          <p>Sign in to manage your deals, or register your business in four short steps.</p>
        </Intro>
        <Card>
          <CardBody>
            <Tabs
              label="Login or register"
              value={tab}
              onChange={setTab}
              items={[
                { key: 'login', label: 'Login', content: <BusinessLoginForm login={login} /> },
                { key: 'register', label: 'Register', content: <RegistrationWizard registration={registration} /> },
              ]}
            />
          </CardBody>
        </Card>
        {demoMode ? <QuickTestingAccess demoLogin={demoLogin} /> : null}
      </FormColumn>
      <PitchColumn>
        <PortalPitch />
      </PitchColumn>
    </Layout>
  );
}

/** /business/auth: Login and Register tabs, the pitch and (demo mode only) the demo logins; a signed-in business goes to its dashboard. */
export function BusinessAuthPage() {
  return (
    <>
      <title>Business Portal · Discount Marketplace</title>
      <Guard guard="business-auth">{() => <BusinessAuth />}</Guard>
    </>
  );
}
