import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireAdminArea } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function AdminWaitlistPage() {
  return (
    <RequireAdminArea>
      {() => (
        <Container>
          <title>Waitlist Administration · Discount Marketplace</title>
          <PageTitle>Waitlist Administration</PageTitle>
        </Container>
      )}
    </RequireAdminArea>
  );
}
