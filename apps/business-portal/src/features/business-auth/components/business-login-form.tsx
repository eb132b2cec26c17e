import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { businessLoginSchema, type BusinessLoginInput } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import type { useBusinessLogin } from '../api/business-login.js';
import { FormAlert } from './form-alert.js';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

/** The Login tab: core's business login schema ('Please enter a valid email', 'Password is required'). */
export function BusinessLoginForm({ login }: { login: ReturnType<typeof useBusinessLogin> }) {
  const { register, handleSubmit, formState } = useForm<BusinessLoginInput>({
    resolver: zodResolver(businessLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  return (
    <Form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} aria-label="Business login">
      {login.isError ? <FormAlert title="Login failed" message={errorDescription(login.error)} /> : null}
      <Field label="Email" htmlFor="login-email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@yourbusiness.com"
          $invalid={!!errors.email}
          aria-invalid={!!errors.email}
          aria-describedby="login-email-error"
          {...register('email')}
        />
      </Field>
      <Field label="Password" htmlFor="login-password" error={errors.password?.message}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          $invalid={!!errors.password}
          aria-invalid={!!errors.password}
          aria-describedby="login-password-error"
          {...register('password')}
        />
      </Field>
      <Button type="submit" size="lg" block loading={login.isPending}>
        Login
      </Button>
    </Form>
  );
}
