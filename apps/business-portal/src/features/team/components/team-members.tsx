import { useState } from 'react';
import styled from 'styled-components';
import { STAFF_ROLES, type StaffRole } from '@marketplace/core/accounts/domain/actor';
import type { TeamMemberResponse } from '@marketplace/core/team/schemas/team.response';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { Select } from '@marketplace/web-common/components/ui/input';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { space } from '@marketplace/web-common/theme';
import { useChangeStaffRole } from '../api/change-staff-role.js';
import { useTeam } from '../api/get-team.js';
import { useRemoveStaff } from '../api/remove-staff.js';
import { useResendInvitation } from '../api/resend-invitation.js';

/** Positioned, so the visually hidden column header stays inside the scroll box (it widened a phone's page). */
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & th {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weights.semibold};
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & td {
    padding: ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
`;

/** Wide enough for the longest role's name. */
const RoleSelect = styled(Select)`
  min-width: 8.5rem;
`;

const DialogText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ROLE_NAMES: Record<StaffRole, string> = { manager: 'Manager', cashier: 'Cashier' };

function who(member: TeamMemberResponse): string {
  return member.name ?? member.email;
}

function RemoveDialog({ member, pending, onCancel, onConfirm }: { member: TeamMemberResponse | null; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  const invited = member?.status === 'invited';
  const title = member ? (invited ? `Cancel the invitation of ${who(member)}?` : `Remove ${who(member)}?`) : 'Remove';
  return (
    <Dialog open={member !== null} onClose={onCancel} title={title}>
      <DialogText>
        {invited
          ? 'Their invitation link stops working at once.'
          : 'They are signed out at once and can no longer sign in. Their past redemptions stay in your records.'}
      </DialogText>
      <Cluster $gap={2} style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Keep
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          {invited ? 'Cancel invitation' : 'Remove'}
        </Button>
      </Cluster>
    </Dialog>
  );
}

/** The team: each member's name, email, role (changeable), status, and resend or remove. */
export function TeamMembers({ onResent }: { onResent: (sent: { email: string; url: string }) => void }) {
  const team = useTeam();
  const resend = useResendInvitation();
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<TeamMemberResponse | null>(null);

  let content;
  if (team.isPending) content = <Spinner label="Loading your team" />;
  else if (team.isError) {
    content = (
      <StatePanel
        icon="⚠"
        role="alert"
        title="Your team could not be loaded"
        text={errorDescription(team.error)}
        actions={
          <Button variant="secondary" size="sm" onClick={() => void team.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (team.data.members.length === 0) {
    content = <StatePanel icon="👥" title="No one on your team yet" text="Invite a manager to run your deals, or a cashier for the till." />;
  } else {
    content = (
      <Scroll>
        <Table aria-label="Team members">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {team.data.members.map((member) => (
              <tr key={member.id}>
                <td>{member.name ?? '—'}</td>
                <td>{member.email}</td>
                <td>
                  <RoleSelect
                    aria-label={`Role of ${who(member)}`}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => changeRole.mutate({ id: member.id, role: event.target.value as StaffRole })}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_NAMES[role]}
                      </option>
                    ))}
                  </RoleSelect>
                </td>
                <td>
                  <Badge $tone={member.status === 'active' ? 'success' : 'warning'}>{member.status === 'active' ? 'Active' : 'Invited'}</Badge>
                </td>
                <td>
                  <Cluster $gap={2} style={{ justifyContent: 'flex-end' }}>
                    {member.status === 'invited' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={resend.isPending && resend.variables === member.id}
                        onClick={() => resend.mutate(member.id, { onSuccess: (sent) => onResent({ email: sent.member.email, url: sent.acceptUrl }) })}
                      >
                        Resend
                      </Button>
                    ) : null}
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(member)}>
                      {member.status === 'invited' ? 'Cancel' : 'Remove'}
                    </Button>
                  </Cluster>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    );
  }

  return (
    <Card>
      <CardBody>
        <CardTitle>Your team</CardTitle>
        {content}
        <RemoveDialog
          member={removing}
          pending={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
          }}
        />
      </CardBody>
    </Card>
  );
}
