import styled from 'styled-components';
import { space } from '../../theme.js';
import { Container, StatePanel } from '../layout/page.js';
import { ButtonLink } from '../ui/button.js';

const Wrap = styled(Container)`
  padding-top: ${space(16)};
`;

/** The 404 page of both web apps; each names its own way home. */
export function NotFoundPage({ homePath, homeLabel }: { homePath: string; homeLabel: string }) {
  return (
    <Wrap>
      <title>Page not found · Discount Marketplace</title>
      <StatePanel
        icon="🧭"
        level={1}
        title="404 Page Not Found"
        text="Did you forget to add the page to the router?"
        actions={<ButtonLink to={homePath}>{homeLabel}</ButtonLink>}
      />
    </Wrap>
  );
}
