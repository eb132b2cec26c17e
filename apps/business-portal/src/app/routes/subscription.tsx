import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireBusiness } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function SubscriptionPage() {
  return (
    <RequireBusiness>
      {() => (
        <Container>
          <title>Subscription · Discount Marketplace</title>
          <PageTitle>Subscription</PageTitle>
        </Container>
      )}
    </RequireBusiness>
  );
}
