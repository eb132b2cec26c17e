import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { DealImage as SharedDealImage } from '@marketplace/web-common/components/deal/deal-image';
import { space, theme } from '@marketplace/web-common/theme';
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

/** The dashboard lists deals one to three a row. */
const PORTAL_CARD_IMAGE_SIZES = `(min-width: ${theme.breakpoints.lg}px) 33vw, (min-width: ${theme.breakpoints.md}px) 50vw, 100vw`;

/** A dashboard card's photo (decoration: the title sits next to it), or a tag on the soft tile; badges over it. */
export function DealImage({ src, srcSet, category, children }: { src: string | null; srcSet?: string | null | undefined; category: string; children?: ReactNode }) {
  const fallback = (
    <TagTile data-category={category}>
      <Icon name="tag" size={44} strokeWidth={1.5} />
    </TagTile>
  );
  return (
    <SharedDealImage src={src} srcSet={srcSet} sizes={PORTAL_CARD_IMAGE_SIZES} category={category} ratio="16 / 9" fallback={fallback}>
      {children ? <Overlay>{children}</Overlay> : null}
    </SharedDealImage>
  );
}
