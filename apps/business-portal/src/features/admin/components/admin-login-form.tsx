import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { adminLoginSchema, type AdminLoginInput } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import type { AdminLoginHint } from '../api/get-login-hint.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Hint = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
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
  const { register, handleSubmit, formState, setValue } = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const fillDemoCredentials = () => {
    if (!hint) return;
    setValue('email', hint.email, { shouldValidate: true });
    setValue('password', hint.password, { shouldValidate: true });
  };
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Admin sign in">
      <Field label="Username" htmlFor="admin-email" error={errors.email?.message}>
        <Input
          id="admin-email"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="admin@example.com"
          $invalid={!!errors.email}
          aria-invalid={!!errors.email}
          aria-describedby="admin-email-error"
          {...register('email')}
        />
      </Field>
      <Field label="Password" htmlFor="admin-password" error={errors.password?.message}>
        <Input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          $invalid={!!errors.password}
          aria-invalid={!!errors.password}
          aria-describedby="admin-password-error"
          {...register('password')}
        />
      </Field>
      <Button type="submit" size="lg" block loading={pending}>
        Sign In
      </Button>
      {hint ? (
        <Hint aria-labelledby="admin-demo-hint">
          <h2 id="admin-demo-hint">Demo admin account</h2>
          <dl>
            <dt>Username</dt>
            <dd>{hint.email}</dd>
            <dt>Password</dt>
            <dd>{hint.password}</dd>
          </dl>
          <Button variant="secondary" size="sm" onClick={fillDemoCredentials}>
            Use demo credentials
          </Button>
        </Hint>
      ) : null}
    </Form>
  );
}
