import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { INVALID_ACCOUNT_LINK_MESSAGE, resetPasswordSchema, type ResetPasswordInput } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { errorDescription } from '../../api/api-client.js';
import type { useResetPassword } from '../../session/api/reset-password.js';
import { AppLink } from '../layout/app-link.js';
import { Stack } from '../layout/stack.js';
import { Button } from '../ui/button.js';
import { Notice } from '../ui/notice.js';
import { PasswordInput } from './password-input.js';

const resolver = zodResolver(resetPasswordSchema);

/** The reset link's page: the new password twice (core's 8-character rule); the token comes from the link. */
export function ResetPasswordForm({ token, reset, forgotTo, app }: {
  token: string | null;
  reset: ReturnType<typeof useResetPassword>;
  /** The "Forgot password?" page, for a new link. */
  forgotTo: string;
  app: 'storefront' | 'portal';
}) {
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = formState;
  const newLink = (
    <AppLink to={forgotTo} app={app}>
      Ask for a new link
    </AppLink>
  );
  if (!token) {
    return (
      <Stack $gap={4}>
        <Notice tone="danger" title="This link does not work">
          {INVALID_ACCOUNT_LINK_MESSAGE}
        </Notice>
        {newLink}
      </Stack>
    );
  }
  return (
    <Stack as="form" $gap={4} noValidate aria-label="Choose a new password" onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}>
      {reset.isError ? (
        <Notice tone="danger" title="Your password was not changed">
          {errorDescription(reset.error)}
        </Notice>
      ) : null}
      <PasswordInput id="reset-password" label="New password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
      <PasswordInput id="reset-confirm" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <Button type="submit" size="lg" block loading={reset.isPending || reset.isSuccess}>
        Set new password
      </Button>
      {reset.isError ? newLink : null}
    </Stack>
  );
}
