import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireAdminArea } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function AdminDashboardPage() {
  return (
    <RequireAdminArea>
      {() => (
        <Container>
          <title>Admin Dashboard · Discount Marketplace</title>
          <PageTitle>Admin Dashboard</PageTitle>
        </Container>
      )}
    </RequireAdminArea>
  );
}
