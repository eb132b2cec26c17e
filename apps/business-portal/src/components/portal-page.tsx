import { Link } from 'react-router';
import styled from 'styled-components';
import { PageStack } from '@marketplace/web-common/components/layout/page';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';

/** The frame of a portal page below the header: the page's column with the portal's spacing. */
export const PortalPage = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(6)};
  padding-bottom: ${space(12)};
`;

/** "← Back to Dashboard" above a page's title. */
export const BackLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/** A page's title with its short explanation under it. */
export const PageHeader = styled(Stack).attrs({ as: 'header', $gap: 2 })`
  & p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 40rem; }
`;
