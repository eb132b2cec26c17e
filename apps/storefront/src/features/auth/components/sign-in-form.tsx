import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { LoginForm } from '@marketplace/web-common/components/forms/login-form';
import type { useLogin } from '@marketplace/web-common/session/api/login';

const resolver = zodResolver(signInSchema);

/** Customer sign-in: core's sign-in schema and messages. */
export function SignInForm({ login }: { login: ReturnType<typeof useLogin> }) {
  return (
    <LoginForm
      label="Sign in"
      idPrefix="signin"
      resolver={resolver}
      onSubmit={(values) => login.mutate(values)}
      pending={login.isPending}
      submitLabel="Sign In"
      emailInput={{ placeholder: 'you@example.com' }}
      forgotPasswordTo="/forgot-password"
    />
  );
}
