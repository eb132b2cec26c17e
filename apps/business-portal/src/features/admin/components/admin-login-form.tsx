import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginSchema, type AdminLoginInput } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { LoginForm } from '@marketplace/web-common/components/forms/login-form';
import { Button } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import type { AdminLoginHint } from '../api/get-login-hint.js';

const resolver = zodResolver(adminLoginSchema);

const Hint = styled(Stack).attrs({ as: 'aside', $gap: 2 })`
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & h2 { font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
  & dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: ${space(1)} ${space(3)}; margin: 0; }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
`;

/**
 * The admin sign-in (business-side sections 2 and 5): the identifier is labelled Username but
 * carries an email; core's adminLoginSchema checks both fields are filled. `hint` is the demo
 * admin's credentials, given only in demo mode with the demo admin.
 */
export function AdminLoginForm({ onSubmit, pending, hint }: { onSubmit: (values: AdminLoginInput) => void; pending: boolean; hint: AdminLoginHint | null }) {
  return (
    <LoginForm
      label="Admin sign in"
      idPrefix="admin"
      resolver={resolver}
      onSubmit={onSubmit}
      pending={pending}
      submitLabel="Sign In"
      emailLabel="Username"
      forgotPasswordTo="/admin/forgot-password"
      emailInput={{ type: 'text', inputMode: 'email', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, placeholder: 'admin@example.com' }}
      after={(fill) =>
        hint ? (
          <Hint aria-labelledby="admin-demo-hint">
            <h2 id="admin-demo-hint">Demo admin account</h2>
            <dl>
              <dt>Username</dt>
              <dd>{hint.email}</dd>
              <dt>Password</dt>
              <dd>{hint.password}</dd>
            </dl>
            <Button variant="secondary" size="sm" onClick={() => fill(hint)}>
              Use demo credentials
            </Button>
          </Hint>
        ) : null
      }
    />
  );
}
