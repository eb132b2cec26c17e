import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { usesLeftText, type DisplayStatus } from '@marketplace/core/purchases/domain/purchase';
import { formatDate, formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { LivePassQr } from '../../../components/live-pass-qr.js';
import { passStatus, spellCode, type CashierPass } from '../cashier-pass.js';
import { useScreenWakeLock } from '../use-screen-wake-lock.js';

/** The screen is shown to someone else across a counter: plain black on white, nothing else competing. */
export const CashierScreen = styled(Stack).attrs({ as: 'main', $gap: 3 })`
  min-height: 100vh;
  min-height: 100dvh;
  box-sizing: border-box;
  /* White edge to edge, the content in a phone-wide column. */
  padding: ${space(3)} max(${space(4)}, calc((100% - 560px) / 2)) ${space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space(1)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const Status = styled.span<{ $active: boolean }>`
  padding: ${space(1)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.text};
  background: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.surface : theme.colors.text)};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Head = styled.header`
  text-align: center;
  & h1 { font-size: ${({ theme }) => theme.font.sizes.xl}; line-height: ${({ theme }) => theme.font.lineHeights.tight}; }
  & p { font-size: ${({ theme }) => theme.font.sizes.md}; font-weight: ${({ theme }) => theme.font.weights.semibold}; margin-top: ${space(1)}; }
`;

const Notice = styled.p`
  padding: ${space(2)} ${space(3)};
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: center;
`;

const Warning = styled(Notice)`
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const CodeBlock = styled.section`
  text-align: center;
`;

const CodeLabel = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: 0.16em;
`;

const Code = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: clamp(2rem, 11vw, 3.5rem);
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: 0.06em;
  line-height: 1.1;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.35fr);
  gap: ${space(2)};
  text-align: center;
  & div { padding: ${space(2)} ${space(1)}; border-top: 2px solid ${({ theme }) => theme.colors.text}; }
  & dt { font-size: ${({ theme }) => theme.font.sizes.xs}; font-weight: ${({ theme }) => theme.font.weights.semibold}; text-transform: uppercase; letter-spacing: 0.06em; }
  & dd { margin: 0; font-size: ${({ theme }) => theme.font.sizes.md}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

const Foot = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const WARNINGS: Record<Exclude<DisplayStatus, 'Active'>, string> = {
  Redeemed: 'Every use of this code has been redeemed: it cannot be redeemed again.',
  Expired: 'This code has expired and cannot be redeemed.',
  Refunded: 'This purchase was refunded: its code cannot be redeemed.',
};

/**
 * The "show to cashier" screen: the live QR (it changes every 30 seconds) and the large text code,
 * with the deal, the business, the discount, the uses left and the expiry. `notice` says when the
 * screen shows the copy saved on this device rather than the server's answer.
 */
export function CashierView({ pass, notice, now = new Date() }: { pass: CashierPass; notice?: ReactNode; now?: Date }) {
  const status = passStatus(pass, now);
  const active = status === 'Active';
  useScreenWakeLock(active);
  return (
    <>
      <TopBar>
        <BackLink to="/profile">← Back to My Deals</BackLink>
        <Status $active={active} data-testid="cashier-status">
          {status}
        </Status>
      </TopBar>
      <Head>
        <h1>{pass.dealTitle}</h1>
        {pass.businessName ? (
          <p data-testid="cashier-business">
            {pass.businessName}
            {pass.businessPlace ? ` · ${pass.businessPlace}` : ''}
          </p>
        ) : null}
      </Head>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {active ? null : <Warning role="alert">{WARNINGS[status]}</Warning>}
      {pass.passSecret ? (
        <LivePassQr token={pass.qrCode} secret={pass.passSecret} dimmed={!active} label={`QR code for redemption code ${pass.textCode}`} />
      ) : (
        <Notice data-testid="cashier-no-live-qr">This copy was saved before live codes: give the cashier the text code, or open this page once online to show the QR.</Notice>
      )}
      <CodeBlock aria-labelledby="cashier-code-label">
        <CodeLabel id="cashier-code-label">TEXT CODE</CodeLabel>
        <Code>
          <span aria-hidden="true" data-testid="cashier-code">
            {pass.textCode}
          </span>
          <VisuallyHidden data-testid="cashier-code-spelled">{spellCode(pass.textCode)}</VisuallyHidden>
        </Code>
      </CodeBlock>
      <Facts>
        <div>
          <dt>Discount</dt>
          <dd data-testid="cashier-discount">{formatOffer(pass)}</dd>
        </div>
        <div>
          <dt>Uses</dt>
          <dd data-testid="cashier-uses">{usesLeftText(pass)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{pass.expiryDate ? formatDate(pass.expiryDate) : 'No end date'}</dd>
        </div>
      </Facts>
      <Foot>Purchase #{pass.displayId}</Foot>
    </>
  );
}
