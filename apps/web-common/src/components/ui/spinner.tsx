import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
`;

/** A small spinner; `label` is what screen readers hear (empty when the context says it). */
export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return <Ring $size={size} role={label ? 'status' : undefined} aria-label={label || undefined} aria-hidden={label ? undefined : true} />;
}
