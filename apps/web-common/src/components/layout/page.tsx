import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme.js';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: 0 ${space(4)};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.sizes['3xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: -0.02em;
`;

const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${space(3)};
  padding: ${space(12)} ${space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & h1, & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 420px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  justify-content: center;
`;

/** An empty or error state (both web apps): an icon, a heading, a sentence and the ways out. */
export function StatePanel({ icon, title, text, actions, role, level = 2 }: { icon: string; title: string; text?: string; actions?: ReactNode; role?: 'alert'; level?: 1 | 2 }) {
  return (
    <StateBox role={role}>
      <span aria-hidden="true" style={{ fontSize: '2.5rem' }}>
        {icon}
      </span>
      {level === 1 ? <h1>{title}</h1> : <h2>{title}</h2>}
      {text ? <p>{text}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </StateBox>
  );
}
