import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageStack, PageTitle } from '../layout/page.js';
import { Card, CardBody } from '../ui/card.js';
import { space } from '../../theme.js';

const Narrow = styled(PageStack).attrs({ $gap: 6 })`
  max-width: 480px;
  padding-top: ${space(12)};
  padding-bottom: ${space(16)};
  & > h1 { text-align: center; }
`;

/** The narrow, centred page of the recovery steps (forgot, reset, confirm), in both web apps. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Narrow>
      <title>{`${title} · Discount Marketplace`}</title>
      <PageTitle>{title}</PageTitle>
      <Card>
        <CardBody>{children}</CardBody>
      </Card>
    </Narrow>
  );
}
