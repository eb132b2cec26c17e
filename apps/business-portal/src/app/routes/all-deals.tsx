import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireBusiness } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function AllDealsPage() {
  return (
    <RequireBusiness>
      {() => (
        <Container>
          <title>All Deals · Discount Marketplace</title>
          <PageTitle>All Deals</PageTitle>
        </Container>
      )}
    </RequireBusiness>
  );
}
