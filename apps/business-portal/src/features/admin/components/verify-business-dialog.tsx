import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import type { AdminBusiness } from '../api/get-admin-businesses.js';

const Actions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })`
  justify-content: flex-end;
`;

const DialogText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function draftsText(count: number): string {
  if (count === 0) return 'It has no draft deals waiting.';
  return count === 1 ? 'Its draft deal will be published at once.' : `Its ${count} draft deals will be published at once.`;
}

/** Asks the admin to confirm the phone check before a business is verified (open while `business` is set). */
export function VerifyBusinessDialog({ business, pending, onCancel, onConfirm }: { business: AdminBusiness | null; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={business !== null} onClose={onCancel} title={business ? `Verify ${business.name}?` : 'Verify business'}>
      <DialogText>
        Confirm that our team has checked {business?.name ?? 'this business'}
        {business?.phoneNumber ? ` by phone (${business.phoneNumber})` : ' by phone'}. {draftsText(business?.deals.drafts ?? 0)}
      </DialogText>
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          Verify business
        </Button>
      </Actions>
    </Dialog>
  );
}
