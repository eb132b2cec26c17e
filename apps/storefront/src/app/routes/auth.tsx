import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { Tabs } from '@marketplace/web-common/components/ui/tabs';
import { useDemoMode } from '@marketplace/web-common/api/server-config';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { useDemoLogin } from '@marketplace/web-common/session/api/demo-login';
import { useLogin } from '@marketplace/web-common/session/api/login';
import { useRegister } from '@marketplace/web-common/session/api/register';
import { space } from '@marketplace/web-common/theme';
import { Container } from '@marketplace/web-common/components/layout/page';
import { DemoAccess } from '../../features/auth/components/demo-access.js';
import { SignInForm } from '../../features/auth/components/sign-in-form.js';
import { SignUpForm } from '../../features/auth/components/sign-up-form.js';
import { RETURN_PARAM, safeReturnPath } from '../../features/auth/return-path.js';

const Layout = styled(Container)`
  padding-top: ${space(10)};
  display: grid;
  gap: ${space(10)};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: 1fr 1fr; }
`;

const FormColumn = styled(Stack).attrs({ $gap: 6 })`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  & h1 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; text-align: center; letter-spacing: -0.02em; }
`;

const Marketing = styled.aside`
  display: none;
  padding: ${space(10)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  flex-direction: column;
  gap: ${space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: flex; }
  & h2 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; }
  & ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: ${space(5)}; }
  & li { display: flex; gap: ${space(3)}; }
  & li strong { display: block; font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

const BENEFITS = [
  { icon: '🏪', title: 'Access exclusive deals from local businesses', text: 'Discounts you will not find anywhere else.' },
  { icon: '💸', title: 'Pay Less, Save More', text: 'A small upfront payment unlocks big discounts.' },
  { icon: '📱', title: 'Easy Redemption', text: 'Present your QR code at checkout.' },
  { icon: '🤝', title: 'Support Local', text: 'Every purchase helps a business in your neighbourhood.' },
];

export function AuthPage() {
  const { data: account, isPending } = useCurrentAccount();
  // The page that sent the visitor here ("Sign In to Purchase"): signing in or up returns to it.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM)) ?? undefined;
  const login = useLogin({ landing: returnTo });
  const registration = useRegister({ landing: returnTo });
  const demoLogin = useDemoLogin({ customerLanding: returnTo });
  const demoMode = useDemoMode();
  const [tab, setTab] = useState<'signin' | 'signup'>('signin');

  // Signed in on arrival: home. A sign-in made here navigates on its own.
  const signingIn = login.isSuccess || registration.isSuccess || demoLogin.isPending || demoLogin.isSuccess;
  if (account && !signingIn) return <Navigate to="/" replace />;

  return (
    <Layout>
      <title>Sign In · Discount Marketplace</title>
      <FormColumn>
        <h1>Discount Marketplace</h1>
        {demoMode ? <DemoAccess demoLogin={demoLogin} /> : null}
        <Card>
          <CardBody>
            {isPending ? (
              <Skeleton $height="16rem" />
            ) : (
              <Tabs
                label="Sign in or sign up"
                value={tab}
                onChange={setTab}
                items={[
                  { key: 'signin', label: 'Sign In', content: <SignInForm login={login} /> },
                  { key: 'signup', label: 'Sign Up', content: <SignUpForm registration={registration} /> },
                ]}
              />
            )}
          </CardBody>
        </Card>
      </FormColumn>
      <Marketing aria-label="Why join">
        <h2>Buy Discounts. Save Big.</h2>
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <span aria-hidden="true" style={{ fontSize: '1.75rem' }}>
                {benefit.icon}
              </span>
              <div>
                <strong>{benefit.title}</strong>
                {benefit.text}
              </div>
            </li>
          ))}
        </ul>
      </Marketing>
    </Layout>
  );
}
