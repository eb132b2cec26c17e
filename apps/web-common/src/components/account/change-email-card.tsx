import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { changeEmailSchema, type ChangeEmailInput } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { errorDescription } from '../../api/api-client.js';
import { useRequestEmailChange } from '../../session/api/request-email-change.js';
import { Stack } from '../layout/stack.js';
import { Button } from '../ui/button.js';
import { Card, CardBody, CardTitle } from '../ui/card.js';
import { Field } from '../ui/field.js';
import { Input } from '../ui/input.js';
import { Notice } from '../ui/notice.js';
import { PasswordInput } from './password-input.js';

const resolver = zodResolver(changeEmailSchema);

/** A long address wraps inside the card instead of running out of it on a phone. */
const Current = styled.p`
  overflow-wrap: anywhere;
`;
const EMPTY: ChangeEmailInput = { newEmail: '', currentPassword: '' };

/**
 * Change email (profile and business settings): the new address and the current password. The
 * address changes once the link sent to it is opened; until then the account keeps `currentEmail`.
 */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const change = useRequestEmailChange();
  const { register, handleSubmit, formState, reset } = useForm<ChangeEmailInput>({ resolver, defaultValues: EMPTY });
  const { errors } = formState;
  return (
    <Card>
      <CardBody>
        <CardTitle>Change email</CardTitle>
        <Current data-testid="current-email">
          Your email is <strong>{currentEmail}</strong>. We send a confirmation link to the new address, and tell this one.
        </Current>
        <Stack as="form" $gap={4} noValidate aria-label="Change email" onSubmit={handleSubmit((values) => change.mutate(values, { onSuccess: () => reset(EMPTY) }))}>
          {change.isSuccess ? (
            <Notice tone="success" title="Check your new inbox">
              {change.data.message}
            </Notice>
          ) : null}
          {change.isError ? (
            <Notice tone="danger" title="Your email was not changed">
              {errorDescription(change.error)}
            </Notice>
          ) : null}
          <Field label="New email" htmlFor="change-new-email" error={errors.newEmail?.message}>
            <Input id="change-new-email" type="email" autoComplete="email" $invalid={!!errors.newEmail} aria-invalid={!!errors.newEmail} aria-describedby="change-new-email-error" {...register('newEmail')} />
          </Field>
          <PasswordInput id="change-email-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={register('currentPassword')} />
          <div>
            <Button type="submit" loading={change.isPending}>
              Send confirmation link
            </Button>
          </div>
        </Stack>
      </CardBody>
    </Card>
  );
}
