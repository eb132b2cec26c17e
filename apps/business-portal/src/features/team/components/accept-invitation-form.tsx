import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { acceptInvitationSchema, STAFF_ROLE_LABELS, type AcceptInvitationInput } from '@marketplace/core/team/schemas/team.schema';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { PasswordInput } from '@marketplace/web-common/components/account/password-input';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { Notice } from '@marketplace/web-common/components/ui/notice';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import type { Account } from '@marketplace/web-common/session/account';
import { useAcceptInvitation } from '../api/accept-invitation.js';
import { useInvitation } from '../api/get-invitation.js';

const resolver = zodResolver(acceptInvitationSchema);

/** The invitee's form: who invites, then name, password and its confirmation; signs in on success. */
export function AcceptInvitationForm({ token, onSignedIn }: { token: string; onSignedIn: (account: Account) => void }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation({ onSignedIn });
  const { register, handleSubmit, formState } = useForm<AcceptInvitationInput>({ resolver, values: { name: invitation.data?.name ?? '', password: '', confirmPassword: '' }, resetOptions: { keepDirtyValues: true } });
  const { errors } = formState;
  if (invitation.isPending) return <Spinner label="Checking your invitation" />;
  if (invitation.isError) {
    return (
      <Notice tone="danger" title="This invitation does not work">
        {errorDescription(invitation.error)}
      </Notice>
    );
  }
  const { businessName, email, role } = invitation.data;
  return (
    <Stack as="form" $gap={4} noValidate aria-label="Accept the invitation" onSubmit={handleSubmit(({ name, password }) => accept.mutate({ token, name, password }))}>
      <p>
        <strong>{businessName}</strong> invites <strong>{email}</strong> to join its team as {STAFF_ROLE_LABELS[role]}.
      </p>
      {accept.isError ? (
        <Notice tone="danger" title="You have not joined yet">
          {errorDescription(accept.error)}
        </Notice>
      ) : null}
      <Field label="Your name" htmlFor="join-name" error={errors.name?.message}>
        <Input id="join-name" autoComplete="name" $invalid={!!errors.name} aria-invalid={!!errors.name} {...register('name')} />
      </Field>
      <PasswordInput id="join-password" label="Password" autoComplete="new-password" error={errors.password?.message} registration={register('password')} />
      <PasswordInput id="join-confirm" label="Confirm password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register('confirmPassword')} />
      <Button type="submit" size="lg" block loading={accept.isPending || accept.isSuccess}>
        Join and sign in
      </Button>
    </Stack>
  );
}
