import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme.js';

const Box = styled.div<{ $tone: 'success' | 'danger' }>`
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[$tone === 'success' ? 'successSoft' : 'dangerSoft']};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  overflow-wrap: anywhere;
  & strong { display: block; color: ${({ theme, $tone }) => theme.colors[$tone]}; }
`;

/** A result shown inside a form, where the person is looking: a success (status) or a refusal (alert). */
export function Notice({ tone, title, children }: { tone: 'success' | 'danger'; title: string; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'success' ? 'status' : 'alert'}>
      <strong>{title}</strong>
      {children}
    </Box>
  );
}
