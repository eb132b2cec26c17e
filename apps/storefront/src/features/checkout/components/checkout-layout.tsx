import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';

/** The checkout's two columns (one on narrow screens): the deal and its tier, then the payment. */
export const CheckoutLayout = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: 1fr 1fr; }
`;

export const CheckoutColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;
