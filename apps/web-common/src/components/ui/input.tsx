import styled from 'styled-components';
import { space } from '../../theme.js';

const control = `
  width: 100%;
  min-height: 42px;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  padding: ${space(2.5)} ${space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 0; border-color: transparent; }
`;

export const Select = styled.select`
  ${control}
  padding: ${space(2.5)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: ${space(2.5)} ${space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
`;
