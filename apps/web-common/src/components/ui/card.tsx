import styled from 'styled-components';
import { Stack } from '../layout/stack.js';
import { space } from '../../theme.js';

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const CardBody = styled(Stack).attrs({ $gap: 3 })`
  padding: ${space(5)};
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;
