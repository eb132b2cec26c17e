import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { errorDescription } from '../../api/api-client.js';
import { useChangePassword } from '../../session/api/change-password.js';
import { Stack } from '../layout/stack.js';
import { Button } from '../ui/button.js';
import { Card, CardBody, CardTitle } from '../ui/card.js';
import { Notice } from '../ui/notice.js';
import { PasswordInput } from './password-input.js';

const resolver = zodResolver(changePasswordSchema);
const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** Change password (profile and business settings): the current password, the new one twice. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordInput>({ resolver, defaultValues: EMPTY });
  const { errors } = formState;
  const submit = ({ currentPassword, password }: ChangePasswordInput) => change.mutate({ currentPassword, password }, { onSuccess: () => reset(EMPTY) });
  return (
    <Card>
      <CardBody>
        <CardTitle>Change password</CardTitle>
        <Stack as="form" $gap={4} noValidate aria-label="Change password" onSubmit={handleSubmit(submit)}>
          {change.isSuccess ? (
            <Notice tone="success" title="Password changed">
              {change.data.message}
            </Notice>
          ) : null}
          {change.isError ? (
            <Notice tone="danger" title="Your password was not changed">
              {errorDescription(change.error)}
            </Notice>
          ) : null}
          <PasswordInput id="change-current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={register('currentPassword')} />
          <PasswordInput id="change-new-password" label="New password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
          <PasswordInput id="change-confirm-password" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
          <div>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </div>
        </Stack>
      </CardBody>
    </Card>
  );
}
