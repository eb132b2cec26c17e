import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import type { useLogin } from '@marketplace/web-common/session/api/login';
import { Form } from '../../../components/form-layout.js';

/** Customer sign-in: core's sign-in schema and messages. */
export function SignInForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  return (
    <Form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} aria-label="Sign in">
      <Field label="Email" htmlFor="signin-email" error={errors.email?.message}>
        <Input id="signin-email" type="email" autoComplete="email" placeholder="you@example.com" $invalid={!!errors.email} aria-invalid={!!errors.email} aria-describedby="signin-email-error" {...register('email')} />
      </Field>
      <Field label="Password" htmlFor="signin-password" error={errors.password?.message}>
        <Input id="signin-password" type="password" autoComplete="current-password" $invalid={!!errors.password} aria-invalid={!!errors.password} aria-describedby="signin-password-error" {...register('password')} />
      </Field>
      <Button type="submit" size="lg" block loading={login.isPending}>
        Sign In
      </Button>
    </Form>
  );
}
