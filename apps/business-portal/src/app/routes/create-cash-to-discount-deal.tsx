import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireBusiness } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function CreateCashToDiscountDealPage() {
  return (
    <RequireBusiness>
      {() => (
        <Container>
          <title>Create Cash to Discount Deal · Discount Marketplace</title>
          <PageTitle>Create Cash to Discount Deal</PageTitle>
        </Container>
      )}
    </RequireBusiness>
  );
}
