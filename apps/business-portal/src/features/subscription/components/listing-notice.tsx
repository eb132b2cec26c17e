import styled, { css } from 'styled-components';
import { space } from '@marketplace/web-common/theme';
import type { ListingView, SubscriptionView } from '../../../api/get-subscription.js';
import { listingSentence } from '../../../api/listing-words.js';

type Tone = 'ok' | 'warning' | 'danger';

const TONE_OF: Record<ListingView['state'], Tone> = {
  unverified: 'warning',
  trial: 'ok',
  subscribed: 'ok',
  cancelling: 'warning',
  grace: 'danger',
  hidden: 'danger',
};

const Box = styled.p<{ $tone: Tone }>`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const [background, border] = $tone === 'ok' ? [c.successSoft, c.success] : $tone === 'warning' ? [c.warningSoft, c.warning] : [c.dangerSoft, c.danger];
    return css`background: ${background}; border-left: 4px solid ${border};`;
  }}
`;

/** Whether the deals are listed and until when, above the subscription or its payment form. */
export function ListingNotice({ listing, subscription }: { listing: ListingView; subscription: SubscriptionView | undefined }) {
  const tone = TONE_OF[listing.state];
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'} data-testid="listing-notice" data-state={listing.state}>
      {listingSentence(listing, subscription)}
    </Box>
  );
}
