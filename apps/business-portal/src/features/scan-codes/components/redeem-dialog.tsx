import { useId, useState } from 'react';
import styled from 'styled-components';
import { BILL_MESSAGE } from '@marketplace/core/purchases/domain/redemption';
import { dollarsToCents } from '@marketplace/core/shared/domain/money';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
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
  /** With the bill total in cents when one was typed. */
  onConfirm: (billCents: number | undefined) => void;
  onClose: () => void;
}

/** A typed bill total ("42.50", "$1,200") in cents; undefined when blank; null when it is not an amount. */
function billCentsOf(text: string): number | undefined | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return dollarsToCents(Number(cleaned));
}

/**
 * "Redeem this code?": what one use is, for whom, and how many uses stay; optionally the bill
 * total (the customer's real savings are computed from it). A redemption can be undone for 10
 * minutes afterwards.
 */
export function RedeemDialog({ open, check, pending, onConfirm, onClose }: RedeemDialogProps) {
  const [bill, setBill] = useState('');
  const [billProblem, setBillProblem] = useState<string | undefined>(undefined);
  const billId = useId();
  const close = () => {
    setBill('');
    setBillProblem(undefined);
    onClose();
  };
  const confirm = () => {
    const billCents = billCentsOf(bill);
    if (billCents === null) {
      setBillProblem(BILL_MESSAGE);
      return;
    }
    setBill('');
    setBillProblem(undefined);
    onConfirm(billCents);
  };
  return (
    <Dialog open={open} onClose={close} title="Redeem this code?">
      {check ? (
        <DialogText>
          Redeem one use of {check.deal?.title ?? 'this deal'} ({formatOffer(check)}) for {check.customer ?? 'this customer'}?{' '}
          {check.usesLeft - 1 === 0 ? 'No uses will be left.' : `${check.usesLeft - 1} of ${check.redemptions} uses will be left.`} You can undo it
          for 10 minutes afterwards.
        </DialogText>
      ) : null}
      <Field label="Bill total (optional)" htmlFor={billId} error={billProblem}>
        <Input
          id={billId}
          name="billTotal"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 42.50"
          value={bill}
          $invalid={billProblem !== undefined}
          onChange={(event) => setBill(event.target.value)}
        />
      </Field>
      <DialogActions>
        <Button variant="secondary" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="savings" onClick={confirm} loading={pending}>
          Confirm redemption
        </Button>
      </DialogActions>
    </Dialog>
  );
}
