import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';

/** A deal form's buttons: right-aligned side by side, full width one under another on a phone. */
export const Actions = styled(Cluster).attrs({ $gap: 3, $align: 'stretch' })`
  justify-content: flex-end;
  & > * { flex: 0 1 auto; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    & > * { flex: 1 1 100%; }
  }
`;

/** Leaves a deal form without saving. */
export function CancelToDashboard() {
  return (
    <ButtonLink to="/business/dashboard" variant="secondary" size="lg">
      Cancel
    </ButtonLink>
  );
}

/** The action row of a one-page deal form: Cancel, then the submit button saying what it does. */
export function DealFormActions({ pending, disabled, label, pendingLabel }: { pending: boolean; disabled?: boolean; label: string; pendingLabel: string }) {
  return (
    <Actions>
      <CancelToDashboard />
      <Button type="submit" size="lg" loading={pending} disabled={disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </Actions>
  );
}
