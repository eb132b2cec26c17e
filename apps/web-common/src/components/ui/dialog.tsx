import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme.js';

const StyledDialog = styled.dialog`
  width: min(480px, calc(100vw - ${space(8)}));
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: rgba(17, 24, 39, 0.5); }
`;

const Body = styled.div`
  padding: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

/** A modal dialog on the native <dialog> (focus trap, Escape and the backdrop come with it). */
export function Dialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <StyledDialog ref={ref} onClose={onClose} aria-label={title}>
      <Body>
        <Title>{title}</Title>
        {children}
      </Body>
    </StyledDialog>
  );
}
