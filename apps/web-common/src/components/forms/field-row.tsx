import styled from 'styled-components';
import { space } from '../../theme.js';

/** Two fields side by side from 640 px, stacked below. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
