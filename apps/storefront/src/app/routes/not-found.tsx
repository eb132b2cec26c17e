import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Container, StatePanel } from '../../components/page.js';
import styled from 'styled-components';
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
        actions={<ButtonLink to="/">Go to the home page</ButtonLink>}
      />
    </Wrap>
  );
}
