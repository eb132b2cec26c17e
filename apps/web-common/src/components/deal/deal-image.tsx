import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '../layout/stack.js';
import { categoryIcon } from '@marketplace/core/deals/schemas/deal-categories';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.savingsSoft});
  overflow: hidden;
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

const CategoryTile = styled(Stack).attrs({ $gap: 2 })`
  position: absolute;
  inset: 0;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & span { font-size: 2.75rem; }
`;

interface DealImageProps {
  src: string | null;
  /** Empty when the title sits next to the image and the photo is decoration. */
  alt?: string;
  category: string;
  ratio?: string;
  /** Shown instead of the photo when there is none or it fails to load; the category tile by default. */
  fallback?: ReactNode;
  /** Drawn over the image (badges). */
  children?: ReactNode;
  as?: 'div' | 'figure';
  className?: string;
  loading?: 'lazy' | 'eager';
  'data-testid'?: string;
}

/**
 * A deal's photo on a soft gradient tile (both web apps); when there is none, or the address fails
 * to load, the fallback instead: the category's icon with "No image available" unless told otherwise.
 */
export function DealImage({ src, alt = '', category, ratio = '16 / 10', fallback, children, as, className, loading = 'lazy', ...rest }: DealImageProps) {
  // Remembers which address failed, so a new address is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Frame as={as} className={className} $ratio={ratio} {...rest}>
      {src && failedSrc !== src ? (
        <img key={src} src={src} alt={alt} loading={loading} decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        (fallback ?? (
          <CategoryTile>
            <span aria-hidden="true">{categoryIcon(category)}</span>
            No image available
          </CategoryTile>
        ))
      )}
      {children}
    </Frame>
  );
}
