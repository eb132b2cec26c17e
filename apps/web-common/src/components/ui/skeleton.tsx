import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

/** A grey placeholder block that shimmers while a list loads. */
export const Skeleton = styled.div<{ $height?: string; $width?: string; $radius?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.surfaceMuted} 0%, ${({ theme }) => theme.colors.border} 50%, ${({ theme }) => theme.colors.surfaceMuted} 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;
