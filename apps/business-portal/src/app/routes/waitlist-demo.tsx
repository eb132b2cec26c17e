import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';

// Placeholder: the page arrives with its feature. No guard (business-side route table).
export function WaitlistDemoPage() {
  return (
    <Container>
      <title>Waitlist Demo · Discount Marketplace</title>
      <PageTitle>Waitlist Demo</PageTitle>
    </Container>
  );
}
