import { useSearchParams } from 'react-router';
import { Container } from '@marketplace/web-common/components/layout/page';
import { UnsubscribePanel } from '../../features/unsubscribe/components/unsubscribe-panel.js';
import { Body } from '../../features/marketing/components/marketing.js';

/** /unsubscribe?token=...: the page an email's unsubscribe link opens, no sign-in needed. */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  return (
    <Body>
      <Container>
        <UnsubscribePanel token={searchParams.get('token') ?? ''} />
      </Container>
    </Body>
  );
}
