import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { DealImage as SharedDealImage } from '@marketplace/web-common/components/deal/deal-image';
import { space } from '@marketplace/web-common/theme';
import { Icon } from '../../../components/icon.js';

const TagTile = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.brand};
  opacity: 0.55;
`;

const Overlay = styled(Cluster).attrs({ $gap: 1.5, $align: 'stretch' })`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  right: ${space(3)};
`;

/** A dashboard card's photo (decoration: the title sits next to it), or a tag on the soft tile; badges over it. */
export function DealImage({ src, category, children }: { src: string | null; category: string; children?: ReactNode }) {
  const fallback = (
    <TagTile data-category={category}>
      <Icon name="tag" size={44} strokeWidth={1.5} />
    </TagTile>
  );
  return (
    <SharedDealImage src={src} category={category} ratio="16 / 9" fallback={fallback}>
      {children ? <Overlay>{children}</Overlay> : null}
    </SharedDealImage>
  );
}
