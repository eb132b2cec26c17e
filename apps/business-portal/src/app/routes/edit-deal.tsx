import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireBusiness } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function EditDealPage() {
  return (
    <RequireBusiness>
      {() => (
        <Container>
          <title>Edit Deal · Discount Marketplace</title>
          <PageTitle>Edit Deal</PageTitle>
        </Container>
      )}
    </RequireBusiness>
  );
}
