import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPasswordInput, type ForgotPasswordPayload } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import type { MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import { errorDescription } from '../../api/api-client.js';
import { AppLink } from '../layout/app-link.js';
import { Stack } from '../layout/stack.js';
import { Button } from '../ui/button.js';
import { Field } from '../ui/field.js';
import { Input } from '../ui/input.js';
import { Notice } from '../ui/notice.js';

const resolver = zodResolver(forgotPasswordSchema);

/**
 * "Forgot password?": one email field. The answer is the server's, the same whether or not an
 * account uses the address, so the page never tells who has an account.
 */
export function ForgotPasswordForm({ idPrefix, request, signInTo, app }: {
  idPrefix: string;
  request: UseMutationResult<MessageResponse, Error, ForgotPasswordPayload>;
  /** The sign-in page to go back to. */
  signInTo: string;
  app: 'storefront' | 'portal';
}) {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({ resolver, defaultValues: { email: '' } });
  const error = formState.errors.email?.message;
  const id = `${idPrefix}-email`;
  return (
    <Stack as="form" $gap={4} noValidate aria-label="Reset your password" onSubmit={handleSubmit((values) => request.mutate(values))}>
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      {request.isSuccess ? (
        <Notice tone="success" title="Check your email">
          {request.data.message}
        </Notice>
      ) : null}
      {request.isError ? (
        <Notice tone="danger" title="We could not send the link">
          {errorDescription(request.error)}
        </Notice>
      ) : null}
      <Field label="Email" htmlFor={id} error={error}>
        <Input id={id} type="email" autoComplete="email" $invalid={!!error} aria-invalid={!!error} aria-describedby={`${id}-error`} {...register('email')} />
      </Field>
      <Button type="submit" size="lg" block loading={request.isPending}>
        Send reset link
      </Button>
      <AppLink to={signInTo} app={app}>
        Back to sign in
      </AppLink>
    </Stack>
  );
}
