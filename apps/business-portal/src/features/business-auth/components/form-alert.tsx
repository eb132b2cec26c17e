import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';
import { Icon } from '../../../components/icon.js';

const Box = styled.div`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & strong { display: block; color: ${({ theme }) => theme.colors.danger}; }
`;

const Mark = styled.span`
  display: inline-flex;
  padding-top: 1px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A server's refusal shown inside a form, where the person is looking. */
export function FormAlert({ title, message }: { title: string; message: string }) {
  return (
    <Box role="alert">
      <Mark>
        <Icon name="alert" size={18} />
      </Mark>
      <div>
        <strong>{title}</strong>
        {message}
      </div>
    </Box>
  );
}
