import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';
import { useAdminLogin } from '../../features/admin/api/admin-login.js';
import { useAdminLoginHint } from '../../features/admin/api/get-login-hint.js';
import { Icon } from '../../features/admin/components/admin-icons.js';
import { AdminLoginForm } from '../../features/admin/components/admin-login-form.js';
import { Guard } from '../guards.js';

const Narrow = styled(PageStack).attrs({ $gap: 6 })`
  max-width: 480px;
  padding-top: ${space(12)};
  padding-bottom: ${space(16)};
`;

const Intro = styled(Stack).attrs({ $gap: 2 })`
  align-items: center;
  text-align: center;
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

function AdminLogin() {
  const login = useAdminLogin();
  const hint = useAdminLoginHint();
  return (
    <Narrow>
      <title>Admin Login · Discount Marketplace</title>
      <Intro>
        <Mark>
          <Icon name="lock" size={26} />
        </Mark>
        <PageTitle>Admin Login</PageTitle>
        <p>Sign in to manage the waitlist and verify businesses.</p>
      </Intro>
      <Card>
        <CardBody>
          <AdminLoginForm onSubmit={(values) => login.mutate(values)} pending={login.isPending} hint={hint.data ?? null} />
        </CardBody>
      </Card>
    </Narrow>
  );
}

/** /admin/login: a signed-in owner or admin goes straight to /admin/dashboard. */
export function AdminLoginPage() {
  return <Guard guard="admin-login">{() => <AdminLogin />}</Guard>;
}
