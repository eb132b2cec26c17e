import styled from 'styled-components';
import { Container, StatePanel } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';

const Wrap = styled(Container)`
  padding-top: ${space(16)};
`;

export function NotFoundPage() {
  return (
    <Wrap>
      <title>Page not found · Discount Marketplace</title>
      <StatePanel
        icon="🧭"
        level={1}
        title="404 Page Not Found"
        text="Did you forget to add the page to the router?"
        actions={<ButtonLink to="/business/dashboard">Go to the dashboard</ButtonLink>}
      />
    </Wrap>
  );
}
