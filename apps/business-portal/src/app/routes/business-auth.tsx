import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { Guard } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function BusinessAuthPage() {
  return (
    <Guard guard="business-auth">
      {() => (
        <Container>
          <title>Business Portal · Discount Marketplace</title>
          <PageTitle>Business Portal</PageTitle>
        </Container>
      )}
    </Guard>
  );
}
