import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireBusiness } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function CreateDealPage() {
  return (
    <RequireBusiness>
      {() => (
        <Container>
          <title>Create Deal · Discount Marketplace</title>
          <PageTitle>Create Deal</PageTitle>
        </Container>
      )}
    </RequireBusiness>
  );
}
