import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import type { useDemoLogin } from '@marketplace/web-common/session/api/demo-login';
import { Button, ButtonAnchor } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';

const Box = styled(Stack).attrs({ as: 'section', $gap: 3 })`
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.brandSoft};
  background: ${({ theme }) => theme.colors.brandSoft};
  & h2 { font-size: ${({ theme }) => theme.font.sizes.lg}; color: ${({ theme }) => theme.colors.brand}; }
  & p { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.text}; }
`;

/** The Quick Access Demo card: one click signs in as a demo account (full page load). */
export function DemoAccess({ demoLogin }: { demoLogin: ReturnType<typeof useDemoLogin> }) {
  const pending = demoLogin.isPending ? demoLogin.variables : undefined;
  return (
    <Box aria-labelledby="demo-title">
      <h2 id="demo-title">Quick Access Demo</h2>
      <p>Demo accounts let you try the platform instantly, no sign-up needed.</p>
      <Button block loading={pending === 'user'} disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('user')}>
        Login as Demo Discounter
      </Button>
      <Button block variant="secondary" loading={pending === 'business'} disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('business')}>
        Login as Demo Business
      </Button>
      <ButtonAnchor href="/admin/login" variant="ghost" block>
        Admin Dashboard Login
      </ButtonAnchor>
    </Box>
  );
}
