import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '../layout/stack.js';
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

const Body = styled(Stack)`
  padding: ${space(6)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog: the native modal would let focus leave the page. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * A modal dialog on the native <dialog> (Escape and the backdrop come with it); focus stays inside
 * while it is open and goes back to where it was when it closes.
 */
export function Dialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const restoreFocus = () => {
    const previous = opener.current;
    opener.current = null;
    if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) previous.focus();
  };
  return (
    <StyledDialog
      ref={ref}
      onClose={() => {
        restoreFocus();
        onClose();
      }}
      onKeyDown={keepFocusInside}
      aria-label={title}
    >
      <Body>
        <Title>{title}</Title>
        {children}
      </Body>
    </StyledDialog>
  );
}
