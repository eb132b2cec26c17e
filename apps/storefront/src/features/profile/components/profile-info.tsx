import { useState, type FormHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { businessProfileSchema, profileSchema, type ProfileInput } from '@marketplace/core/accounts/schemas/profile.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { formatMomentDate } from '@marketplace/web-common/format';
import { displayName, isCustomer, type Account } from '@marketplace/web-common/session/account';
import { space } from '@marketplace/web-common/theme';
import { useUpdateProfile } from '../api/update-profile.js';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space(3)};
`;

const Info = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(2)} ${space(6)};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.semibold}; overflow-wrap: anywhere; }
`;

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })<FormHTMLAttributes<HTMLFormElement>>`
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

function EditForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const update = useUpdateProfile();
  const customer = isCustomer(account);
  const { register, handleSubmit, formState } = useForm<ProfileInput>({
    // Username is read-only for accounts that are not customers: only the email is validated and sent.
    resolver: zodResolver(customer ? profileSchema : (businessProfileSchema as unknown as typeof profileSchema)),
    mode: 'onChange',
    defaultValues: { username: displayName(account), email: account.email },
  });
  const { errors } = formState;
  const save = (values: ProfileInput) =>
    update.mutate(customer ? { username: values.username, email: values.email } : { email: values.email }, { onSuccess: onDone });
  return (
    <Form noValidate aria-label="Edit profile" onSubmit={handleSubmit(save)}>
      <Field label="Username" htmlFor="profile-username" error={errors.username?.message}>
        <Input id="profile-username" autoComplete="username" readOnly={!customer} $invalid={!!errors.username} aria-invalid={!!errors.username} aria-describedby="profile-username-error" {...register('username')} />
      </Field>
      <Field label="Email" htmlFor="profile-email" error={errors.email?.message}>
        <Input id="profile-email" type="email" autoComplete="email" readOnly title="Change your email under Change email" $invalid={!!errors.email} aria-invalid={!!errors.email} aria-describedby="profile-email-error" {...register('email')} />
      </Field>
      <Actions>
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

/** Profile info with "Edit Profile" toggling between view and edit mode. */
export function ProfileInfo({ account }: { account: Account }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardBody>
        <Head>
          <CardTitle>Profile Information</CardTitle>
          {editing ? null : (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )}
        </Head>
        {editing ? (
          <EditForm account={account} onDone={() => setEditing(false)} />
        ) : (
          <Info data-testid="profile-info">
            <dt>Username</dt>
            <dd>{displayName(account)}</dd>
            <dt>Email</dt>
            <dd>{account.email}</dd>
            {account.type === 'user' ? (
              <>
                <dt>Member since</dt>
                <dd>{formatMomentDate(account.createdAt)}</dd>
              </>
            ) : null}
          </Info>
        )}
      </CardBody>
    </Card>
  );
}
