import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';

/**
 * A wide table's own scroll area: the page never scrolls sideways, the table does. Focusable so
 * keyboard users can scroll it too.
 */
export const TableScroll = styled.div`
  /* Positioned, so the screen-reader-only text inside stays in this box instead of widening the page. */
  position: relative;
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const DataTable = styled.table<{ $minWidth: number }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth}px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & th {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    padding: ${space(2.5)} ${space(3)};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & td {
    padding: ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  & tbody tr:last-child td { border-bottom: 0; }
  & tbody tr:hover td { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

/**
 * A table that turns into one card per row below the md breakpoint, each cell under its column's
 * name (the cell's `data-label`), so on a phone nothing is cut off at the right edge.
 */
export const StackedTable = styled(DataTable)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    min-width: 0;
    & thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    & tbody, & tr, & td { display: block; }
    & tbody tr { padding: ${space(3)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    & tbody tr:last-child { border-bottom: 0; }
    & td { padding: ${space(1)} 0; border-bottom: 0; overflow-wrap: anywhere; white-space: normal; }
    && td { text-align: left; }
    & td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.font.sizes.xs};
      font-weight: ${({ theme }) => theme.font.weights.semibold};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** A muted line under a cell's main text. */
export const CellNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  margin-top: ${space(0.5)};
`;
