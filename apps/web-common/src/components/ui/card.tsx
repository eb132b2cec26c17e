import styled from 'styled-components';
import { space } from '../../theme.js';

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const CardBody = styled.div`
  padding: ${space(5)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;
