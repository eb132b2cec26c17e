import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';

/** A section of the home page under the hero, and its heading row. */

export const Section = styled.section`
  padding: ${space(16)} 0 0;
`;

export const SectionHead = styled(Cluster).attrs({ $gap: 4 })`
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: ${space(6)};
  & h2 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; letter-spacing: -0.02em; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; margin-top: ${space(1)}; }
`;
