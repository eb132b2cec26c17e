import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireBusiness } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function CreateSliderDealPage() {
  return (
    <RequireBusiness>
      {() => (
        <Container>
          <title>Create Slider Deal · Discount Marketplace</title>
          <PageTitle>Create Slider Deal</PageTitle>
        </Container>
      )}
    </RequireBusiness>
  );
}
