import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { customerSignUpSchema, type CustomerSignUpInput } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import type { useRegister } from '@marketplace/web-common/session/api/register';
import { Stack } from '@marketplace/web-common/components/layout/stack';

/** Customer sign-up: core's sign-up schema (8-character password, matching confirmation). */
export function SignUpForm({ registration }: { registration: ReturnType<typeof useRegister> }) {
  const { register, handleSubmit, formState } = useForm<CustomerSignUpInput>({
    resolver: zodResolver(customerSignUpSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const fields = [
    { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
  ] as const;
  return (
    <Stack as="form" $gap={4} noValidate onSubmit={handleSubmit(({ username, email, password }) => registration.mutate({ username, email, password }))} aria-label="Sign up">
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const id = `signup-${field.name}`;
        return (
          <Field key={field.name} label={field.label} htmlFor={id} error={error}>
            <Input id={id} type={field.type} autoComplete={field.autoComplete} $invalid={!!error} aria-invalid={!!error} aria-describedby={`${id}-error`} {...register(field.name)} />
          </Field>
        );
      })}
      <Button type="submit" size="lg" block loading={registration.isPending}>
        Create Account
      </Button>
    </Stack>
  );
}
