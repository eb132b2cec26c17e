import styled from 'styled-components';
import { Card } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';
import type { PayoutsOverview } from '../api/get-payouts-overview.js';
import { formatDollars } from '../payout-format.js';

const Grid = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Figure = styled(Card).attrs({ as: 'section' })`
  padding: ${space(5)};
  & h2 { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
  & p { font-size: ${({ theme }) => theme.font.sizes['3xl']}; font-weight: ${({ theme }) => theme.font.weights.bold}; margin: ${space(1)} 0; }
  & small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

/** Owed to you, in transit and paid out, from the ledger. */
export function BalanceCards({ balance }: { balance: PayoutsOverview['balance'] }) {
  const cards = [
    { id: 'owed', title: 'Owed to you', value: balance.owed, note: balance.owed < 0 ? 'A refund after a payout: the next payouts net it.' : 'Earned and not yet sent to your Stripe account.' },
    { id: 'in-transit', title: 'In transit', value: balance.inTransit, note: 'Sent to your Stripe account, on its way to your bank.' },
    { id: 'paid', title: 'Paid out', value: balance.paid, note: `Paid to your bank. Earned in all: ${formatDollars(balance.earned)}.` },
  ];
  return (
    <Grid>
      {cards.map((card) => (
        <Figure key={card.id} aria-labelledby={`balance-${card.id}`}>
          <h2 id={`balance-${card.id}`}>{card.title}</h2>
          <p>{formatDollars(card.value)}</p>
          <small>{card.note}</small>
        </Figure>
      ))}
    </Grid>
  );
}
