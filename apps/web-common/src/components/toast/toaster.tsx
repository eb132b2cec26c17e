import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Stack } from '../layout/stack.js';
import { space } from '../../theme.js';
import { takeCarriedToast, toast, toastStore, useToasts, type ToastItem } from '../../toast/toast-store.js';
import { TOAST } from '../../ui-constants.js';

/*
 * At the top, over the sticky header: after an action the page's next control (Show to Cashier,
 * the next field) is further down, and the header is the one band nobody needs the moment a toast
 * appears. A phone gets the full width and a small margin, so the toast stays as short as it can.
 */
const Region = styled.ol`
  position: fixed;
  z-index: 100;
  top: 0;
  right: 0;
  margin: 0;
  padding: ${space(2)};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: min(420px, 100vw);
  outline: none;
  pointer-events: none;
`;

const Item = styled.div<{ $destructive: boolean; $offset: number }>`
  pointer-events: auto;
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.textInverse : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translateX(${({ $offset }) => $offset}px);
  touch-action: pan-y;
`;

const Text = styled(Stack).attrs({ $gap: 1 })`
  flex: 1;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1;
  cursor: pointer;
  padding: ${space(1)};
`;

const ActionButton = styled.button`
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${space(1)} ${space(2)};
  cursor: pointer;
`;

/** One toast: closes after 5 s unless hovered or focused, on Escape, the close button or a 50 px swipe right. */
function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const remaining = useRef<number>(TOAST.durationMs);
  const dismiss = () => toastStore.dismiss(item.id);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => toastStore.dismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, item.id]);

  const onPointerUp = () => {
    if (offset >= TOAST.swipeThresholdPx) dismiss();
    start.current = null;
    setOffset(0);
  };

  // The list item stays a plain <li>: a list may only hold list items, so the live role sits inside it.
  return (
    <li>
      <Item
        role={item.variant === 'destructive' ? 'alert' : 'status'}
        aria-atomic="true"
        tabIndex={0}
        $destructive={item.variant === 'destructive'}
        $offset={offset}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismiss();
        }}
        onPointerDown={(event: PointerEvent) => {
          start.current = event.clientX;
        }}
        onPointerMove={(event: PointerEvent) => {
          if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <Text>
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
        </Text>
        {item.action ? <ActionButton onClick={item.action.onClick}>{item.action.label}</ActionButton> : null}
        <Close type="button" aria-label="Close" onClick={dismiss}>
          ×
        </Close>
      </Item>
    </li>
  );
}

/** The notification region; F8 moves focus to it. */
export function Toaster() {
  const toasts = useToasts();
  const region = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST.hotkey) region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Region ref={region} tabIndex={-1} aria-label={`Notifications (${TOAST.hotkey})`}>
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <Toast key={item.id} item={item} />
        ))}
    </Region>
  );
}
