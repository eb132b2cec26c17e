import { Container, PageTitle } from '@marketplace/web-common/components/layout/page';
import { Guard } from '../guards.js';

// Placeholder: the page arrives with its feature.
export function AdminLoginPage() {
  return (
    <Guard guard="admin-login">
      {() => (
        <Container>
          <title>Admin Login · Discount Marketplace</title>
          <PageTitle>Admin Login</PageTitle>
        </Container>
      )}
    </Guard>
  );
}
