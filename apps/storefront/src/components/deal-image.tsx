import { useState } from 'react';
import styled from 'styled-components';
import { categoryIcon } from '@marketplace/core/deals/schemas/deal-categories';
import { space } from '@marketplace/web-common/theme';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.savingsSoft});
  overflow: hidden;
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & span { font-size: 2.75rem; }
`;

/** The deal's photo; a category tile with "No image available" when there is none or it fails to load. */
export function DealImage({ src, alt, category, ratio = '16 / 10', children }: { src: string | null; alt: string; category: string; ratio?: string; children?: React.ReactNode }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame $ratio={ratio}>
      {src && !failed ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <Fallback>
          <span aria-hidden="true">{categoryIcon(category)}</span>
          No image available
        </Fallback>
      )}
      {children}
    </Frame>
  );
}
