import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';

/**
 * The box a wide table scrolls in (a focusable region, labelled by the table's heading). Positioned,
 * so a visually hidden header cell stays inside it instead of widening the page.
 */
export const TableScroll = styled.div`
  position: relative;
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * A portal table of figures: `amount` cells right-aligned in tabular digits, `small` notes under a
 * cell's text. On a phone each row is a card and each cell sits under its column's name (its
 * `data-label`), so nothing is cut off at the edge. Pages add their own row styles.
 */
export const DataTable = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & th { text-align: left; color: ${({ theme }) => theme.colors.textMuted}; background: ${({ theme }) => theme.colors.surfaceMuted}; padding: ${space(2.5)} ${space(3)}; white-space: nowrap; }
  & td { padding: ${space(3)}; border-top: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  & td.amount, & th.amount { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  & small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    min-width: 0;
    & thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    & tbody, & tr, & td { display: block; }
    & tbody tr { padding: ${space(3)}; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
    & tbody tr:first-child { border-top: 0; }
    & td { padding: ${space(1)} 0; border-top: 0; overflow-wrap: anywhere; }
    && td.amount { text-align: left; }
    & td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.font.sizes.xs};
      font-weight: ${({ theme }) => theme.font.weights.semibold};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;
