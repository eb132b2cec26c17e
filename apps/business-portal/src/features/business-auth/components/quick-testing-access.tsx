import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import type { usePortalDemoLogin } from '../api/portal-demo-login.js';

const Box = styled(Stack).attrs({ as: 'section', $gap: 3 })`
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.brandSoft};
  & h2 { font-size: ${({ theme }) => theme.font.sizes.lg}; color: ${({ theme }) => theme.colors.brand}; }
  & p { font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Buttons = styled.div`
  display: grid;
  gap: ${space(2)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) { grid-template-columns: 1fr 1fr; }
`;

/** "Quick Testing Access": one click signs in as the demo customer or the demo business. */
export function QuickTestingAccess({ demoLogin }: { demoLogin: ReturnType<typeof usePortalDemoLogin> }) {
  const pending = demoLogin.isPending ? demoLogin.variables : undefined;
  return (
    <Box aria-labelledby="quick-access-title">
      <h2 id="quick-access-title">Quick Testing Access</h2>
      <p>Try the platform without signing up: jump straight in with a demo account.</p>
      <Buttons>
        <Button variant="secondary" block loading={pending === 'user'} disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('user')}>
          Login as Customer
        </Button>
        <Button block loading={pending === 'business'} disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('business')}>
          Login as Business
        </Button>
      </Buttons>
    </Box>
  );
}
