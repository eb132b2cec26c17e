import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { space } from '../../theme.js';
import { Cluster, Stack } from './stack.js';

const container = css`
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: 0 ${space(4)};
`;

/** The page width of both web apps, centred, with side padding. */
export const Container = styled.div`
  ${container}
`;

/** A Container whose sections stand one under another: most pages' outer column. */
export const PageStack = styled(Stack)`
  ${container}
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.sizes['3xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: -0.02em;
`;

const StateBox = styled(Stack).attrs({ $gap: 3 })`
  align-items: center;
  text-align: center;
  padding: ${space(12)} ${space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & h1, & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 420px; }
`;

const Actions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })`
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
