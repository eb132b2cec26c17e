import type { InputHTMLAttributes, ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Stack } from '../layout/stack.js';
import { Button } from '../ui/button.js';
import { Field } from '../ui/field.js';
import { Input } from '../ui/input.js';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  /** The form's accessible name. */
  label: string;
  /** Prefix of the inputs' ids (`${idPrefix}-email`, `${idPrefix}-password`). */
  idPrefix: string;
  /** Core's schema for this sign-in, through zodResolver: its messages are the ones shown. */
  resolver: Resolver<LoginValues>;
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  submitLabel: string;
  emailLabel?: string;
  /** Attributes of the identifier input beyond the email defaults (type, autocomplete, placeholder). */
  emailInput?: InputHTMLAttributes<HTMLInputElement>;
  /** The "Forgot password?" page of this sign-in, linked under the password. */
  forgotPasswordTo?: string;
  /** Above the fields: the server's refusal. */
  before?: ReactNode;
  /** Below the button; `fill` puts values into the fields (demo credentials). */
  after?: (fill: (values: LoginValues) => void) => ReactNode;
}

const ForgotLink = styled(Link)`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** The sign-in form of the storefront, the business portal and the admin: an identifier, a password, one button. */
export function LoginForm({ label, idPrefix, resolver, onSubmit, pending, submitLabel, emailLabel = 'Email', emailInput, forgotPasswordTo, before, after }: LoginFormProps) {
  const { register, handleSubmit, formState, setValue } = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors } = formState;
  const fill = (values: LoginValues) => {
    setValue('email', values.email, { shouldValidate: true });
    setValue('password', values.password, { shouldValidate: true });
  };
  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;
  return (
    <Stack as="form" $gap={4} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label}>
      {before}
      <Field label={emailLabel} htmlFor={emailId} error={errors.email?.message}>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          {...emailInput}
          $invalid={!!errors.email}
          aria-invalid={!!errors.email}
          aria-describedby={`${emailId}-error`}
          {...register('email')}
        />
      </Field>
      <Field label="Password" htmlFor={passwordId} error={errors.password?.message}>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          $invalid={!!errors.password}
          aria-invalid={!!errors.password}
          aria-describedby={`${passwordId}-error`}
          {...register('password')}
        />
      </Field>
      {forgotPasswordTo ? <ForgotLink to={forgotPasswordTo}>Forgot password?</ForgotLink> : null}
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
      {after?.(fill)}
    </Stack>
  );
}
