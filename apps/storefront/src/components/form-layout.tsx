import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;
