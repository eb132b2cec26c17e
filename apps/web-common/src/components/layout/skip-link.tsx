import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { space } from '../../theme.js';

const Link = styled.a`
  position: fixed;
  top: ${space(2)};
  left: ${space(2)};
  z-index: 100;
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
  transform: translateY(calc(-100% - ${space(4)}));
  &:focus { transform: none; box-shadow: ${({ theme }) => theme.shadows.lg}; }
`;

/**
 * "Skip to content": the first tab stop of the page, hidden until focused. It moves focus to the
 * main landmark (`targetId`, which carries tabIndex -1) without touching the address, so the
 * router does not see a navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      Skip to content
    </Link>
  );
}
