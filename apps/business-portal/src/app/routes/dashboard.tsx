import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireBusiness } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function DashboardPage() {
  return (
    <RequireBusiness>
      {() => (
        <Container>
          <title>Business Dashboard · Discount Marketplace</title>
          <PageTitle>Business Dashboard</PageTitle>
        </Container>
      )}
    </RequireBusiness>
  );
}
