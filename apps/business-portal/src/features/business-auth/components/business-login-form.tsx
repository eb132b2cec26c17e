import { zodResolver } from '@hookform/resolvers/zod';
import { businessLoginSchema } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { LoginForm } from '@marketplace/web-common/components/forms/login-form';
import type { useBusinessLogin } from '../api/business-login.js';
import { FormAlert } from './form-alert.js';

const resolver = zodResolver(businessLoginSchema);

/** The Login tab: core's business login schema ('Please enter a valid email', 'Password is required'). */
export function BusinessLoginForm({ login }: { login: ReturnType<typeof useBusinessLogin> }) {
  return (
    <LoginForm
      label="Business login"
      idPrefix="login"
      resolver={resolver}
      onSubmit={(values) => login.mutate(values)}
      pending={login.isPending}
      submitLabel="Login"
      emailInput={{ placeholder: 'you@yourbusiness.com' }}
      forgotPasswordTo="/business/forgot-password"
      before={login.isError ? <FormAlert title="Login failed" message={errorDescription(login.error)} /> : null}
    />
  );
}
