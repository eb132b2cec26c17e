import styled from 'styled-components';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { CodeCheck } from '../api/validate-code.js';

const DialogText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

export interface RedeemDialogProps {
  open: boolean;
  /** The validated code's purchase, said back before anything is used up. */
  check: CodeCheck | undefined;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Redeem this code?": what one use is, for whom, and how many uses stay; redeeming cannot be undone. */
export function RedeemDialog({ open, check, pending, onConfirm, onClose }: RedeemDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Redeem this code?">
      {check ? (
        <DialogText>
          Redeem one use of {check.deal?.title ?? 'this deal'} ({formatOffer(check)}) for {check.customer ?? 'this customer'}?{' '}
          {check.usesLeft - 1 === 0 ? 'No uses will be left.' : `${check.usesLeft - 1} of ${check.redemptions} uses will be left.`} This cannot be undone.
        </DialogText>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="savings" onClick={onConfirm} loading={pending}>
          Confirm redemption
        </Button>
      </DialogActions>
    </Dialog>
  );
}
