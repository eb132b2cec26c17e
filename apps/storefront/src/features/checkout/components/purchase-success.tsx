import { Suspense, lazy, useCallback, useState } from 'react';
import styled from 'styled-components';
import { usesLeftText } from '@marketplace/core/purchases/domain/purchase';
import { ButtonLink, Button } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import type { Purchase } from '../../../api/get-my-purchases.js';
import { Confetti, prefersReducedMotion } from './confetti.js';

const QrCode = lazy(() => import('./qr-code.js'));

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${space(3)};
  & h3 { font-size: ${({ theme }) => theme.font.sizes['2xl']}; color: ${({ theme }) => theme.colors.savings}; }
`;

/** Room for the live QR (its own frame and timer) while its chunk loads. */
const QrBox = styled.div`
  min-width: 204px;
  min-height: 204px;
  display: grid;
  place-items: center;
`;

const CodeLabel = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

const TextCode = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.font.sizes['2xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: 0.08em;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** What a customer sees once the purchase is recorded: the codes, the id, the way to My Deals. */
export function PurchaseSuccess({ purchase }: { purchase: Purchase }) {
  const [celebrate, setCelebrate] = useState(() => !prefersReducedMotion());
  const [running, setRunning] = useState(celebrate);
  const done = useCallback(() => setRunning(false), []);
  const displayId = purchase.displayId || String(purchase.id).padStart(6, '0');
  return (
    <Wrap data-testid="purchase-success">
      {celebrate && running ? <Confetti onDone={done} /> : null}
      <h3>Purchase Successful!</h3>
      <Muted>Show the QR code or the text code at the business to use your discount.</Muted>
      <QrBox data-testid="qr-code">
        <Suspense fallback={<Skeleton $height="180px" $width="180px" />}>
          <QrCode token={purchase.qrCode} secret={purchase.passSecret} label={`QR code for redemption code ${purchase.textCode}`} />
        </Suspense>
      </QrBox>
      <div>
        <CodeLabel>TEXT CODE</CodeLabel>
        <TextCode data-testid="text-code">{purchase.textCode}</TextCode>
      </div>
      {purchase.redemptions > 1 ? <p>Can be redeemed {purchase.redemptions} times</p> : null}
      <p data-testid="success-uses">{usesLeftText(purchase)}</p>
      <Muted>
        Purchase ID: <strong data-testid="purchase-id">{displayId}</strong>
      </Muted>
      <Muted data-testid="receipt-note">A receipt with these codes is on its way to your email.</Muted>
      <ButtonLink to={`/purchases/${purchase.id}/cashier`} size="lg" variant="savings" block>
        Show to Cashier
      </ButtonLink>
      <ButtonLink to="/profile#purchases" size="lg" variant="secondary" block>
        View My Deals
      </ButtonLink>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={celebrate}
        onClick={() => {
          setCelebrate((on) => !on);
          setRunning(true);
        }}
      >
        {celebrate ? 'Turn off confetti' : 'Turn on confetti'}
      </Button>
    </Wrap>
  );
}
