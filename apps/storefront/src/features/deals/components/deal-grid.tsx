import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';
import type { Deal } from '@marketplace/web-common/api/deal';
import { DealCard, DealCardSkeleton } from './deal-card.js';

export const Grid = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const FourColumnGrid = styled(Grid)`
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** The widest grid's row: these cards are above the fold, the rest load their pictures lazily. */
const FIRST_ROW = 4;

export function DealCards({ deals }: { deals: Deal[] }) {
  return (
    <>
      {deals.map((deal, index) => (
        <DealCard key={deal.id} deal={deal} eager={index < FIRST_ROW} />
      ))}
    </>
  );
}

export function DealCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <DealCardSkeleton key={index} />
      ))}
    </>
  );
}
