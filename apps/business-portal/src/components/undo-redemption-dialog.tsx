import { useId, useState } from 'react';
import styled from 'styled-components';
import { UNDO_REASON_LENGTH } from '@marketplace/core/purchases/domain/redemption';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { Field } from '@marketplace/web-common/components/ui/field';
import { TextArea } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { ApiError, errorDescription } from '@marketplace/web-common/api/api-client';
import { useUndoRedemption, type UndoneRedemption } from '../api/undo-redemption.js';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/** The server's word on the reason field, when it refused the reason. */
function reasonIssue(error: Error): string | undefined {
  return error instanceof ApiError ? error.issues.find((issue) => issue.path === 'reason')?.message : undefined;
}

export interface UndoRedemptionDialogProps {
  /** The redemption to undo, or null when the dialog is closed. */
  redemption: { id: number; description: string } | null;
  onClose: () => void;
  onUndone?: (undone: UndoneRedemption) => void;
}

/**
 * "Undo this redemption?" with the reason the log keeps. The server decides (10 minutes, once) and
 * its message is what the person reads when it refuses.
 */
export function UndoRedemptionDialog({ redemption, onClose, onUndone }: UndoRedemptionDialogProps) {
  const undo = useUndoRedemption();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const problem = undo.error ? (reasonIssue(undo.error) ?? errorDescription(undo.error)) : undefined;

  const close = () => {
    undo.reset();
    setReason('');
    onClose();
  };

  return (
    <Dialog open={redemption !== null} onClose={close} title="Undo this redemption?">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (!redemption) return;
          undo.mutate(
            { redemptionId: redemption.id, reason },
            {
              onSuccess: (undone) => {
                toast({ title: 'Redemption undone', description: `The use is back with the customer: ${undone.purchase.usesLeft} of ${undone.purchase.redemptions} left.` });
                setReason('');
                onUndone?.(undone);
                onClose();
              },
            },
          );
        }}
      >
        <Text>{redemption?.description} The customer gets the use back, and the Redemptions list keeps both lines.</Text>
        <Field label="Reason" htmlFor={reasonId} error={problem}>
          <TextArea
            id={reasonId}
            name="reason"
            rows={3}
            maxLength={UNDO_REASON_LENGTH.max}
            value={reason}
            $invalid={problem !== undefined}
            onChange={(event) => setReason(event.target.value)}
            required
          />
        </Field>
        <Actions>
          <Button type="button" variant="secondary" onClick={close} disabled={undo.isPending}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" loading={undo.isPending}>
            Undo redemption
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
