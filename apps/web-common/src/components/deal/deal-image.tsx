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

/** What the API answers for a deal's picture: `srcSet` lists an uploaded picture's widths. */
export interface DealPicture {
  src: string;
  srcSet: string | null;
}

interface DealImageProps {
  src: string | null;
  /** An uploaded picture's widths (the deal answer's `image.srcSet`), with `sizes` for the slot. */
  srcSet?: string | null | undefined;
  /** How wide the frame is at each viewport, so the browser picks the smallest width that fills it. */
  sizes?: string;
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

/** width and height in the frame's ratio: the box is reserved before the picture arrives (the frame's aspect-ratio holds it too). */
function intrinsicSize(ratio: string): { width: number; height: number } {
  const [w = 16, h = 10] = ratio.split('/').map((part) => Number(part.trim()));
  return { width: 800, height: Math.round((800 * h) / w) };
}

/**
 * A deal's photo on a soft gradient tile (both web apps); when there is none, or the address fails
 * to load, the fallback instead: the category's icon with "No image available" unless told otherwise.
 */
export function DealImage({ src, srcSet, sizes, alt = '', category, ratio = '16 / 10', fallback, children, as, className, loading = 'lazy', ...rest }: DealImageProps) {
  // Remembers which address failed, so a new address is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Frame as={as} className={className} $ratio={ratio} {...rest}>
      {src && failedSrc !== src ? (
        <img
          key={src}
          src={src}
          {...(srcSet ? { srcSet, sizes: sizes ?? '100vw' } : {})}
          alt={alt}
          {...intrinsicSize(ratio)}
          loading={loading}
          decoding="async"
          {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
          onError={() => setFailedSrc(src)}
        />
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
