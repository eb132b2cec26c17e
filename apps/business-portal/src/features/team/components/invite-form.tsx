import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { STAFF_ROLES } from '@marketplace/core/accounts/domain/actor';
import { inviteStaffSchema, STAFF_ROLE_LABELS, type InviteStaffFormValues, type InviteStaffInput } from '@marketplace/core/team/schemas/team.schema';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { Notice } from '@marketplace/web-common/components/ui/notice';
import { space } from '@marketplace/web-common/theme';
import { useInviteStaff } from '../api/invite-staff.js';

const resolver = zodResolver(inviteStaffSchema);

const LinkBox = styled.div`
  display: grid;
  gap: ${space(2)};
  & code {
    display: block;
    padding: ${space(2)} ${space(3)};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

/** The link of the last invitation sent, to pass on by hand (it was also emailed). */
export function InvitationLink({ email, url }: { email: string; url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <LinkBox aria-label="Invitation link">
      <p>
        We emailed an invitation to <strong>{email}</strong>. You can also pass this link on yourself (it works once, for 7 days):
      </p>
      <code data-testid="invitation-link">{url}</code>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </LinkBox>
  );
}

/** The owner's invite form: email, an optional name, and the role. */
export function InviteForm({ onSent }: { onSent: (sent: { email: string; url: string }) => void }) {
  const invite = useInviteStaff();
  const { register, handleSubmit, reset, formState } = useForm<InviteStaffFormValues, unknown, InviteStaffInput>({ resolver, defaultValues: { email: '', name: '', role: 'cashier' } });
  const { errors } = formState;
  return (
    <Card>
      <CardBody>
        <CardTitle>Invite someone</CardTitle>
        <Stack
          as="form"
          $gap={4}
          noValidate
          aria-label="Invite a team member"
          onSubmit={handleSubmit((values) =>
            invite.mutate(values, {
              onSuccess: (sent) => {
                reset({ email: '', name: '', role: values.role });
                onSent({ email: sent.member.email, url: sent.acceptUrl });
              },
            }),
          )}
        >
          {invite.isError ? (
            <Notice tone="danger" title="Invitation not sent">
              {errorDescription(invite.error)}
            </Notice>
          ) : null}
          <Field label="Email" htmlFor="invite-email" error={errors.email?.message}>
            <Input id="invite-email" type="email" autoComplete="off" $invalid={!!errors.email} aria-invalid={!!errors.email} {...register('email')} />
          </Field>
          <Field label="Name (optional)" htmlFor="invite-name" error={errors.name?.message}>
            <Input id="invite-name" autoComplete="off" $invalid={!!errors.name} {...register('name')} />
          </Field>
          <Field label="Role" htmlFor="invite-role" error={errors.role?.message}>
            <Select id="invite-role" {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {capitalised(STAFF_ROLE_LABELS[role].replace(/^an? /, ''))}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
