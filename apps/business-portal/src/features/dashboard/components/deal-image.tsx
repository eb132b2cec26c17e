import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';
import { Icon } from '../../../components/icon.js';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.savingsSoft});
  overflow: hidden;
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.brand};
  opacity: 0.55;
`;

const Overlay = styled.div`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  right: ${space(3)};
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1.5)};
`;

/** The deal's photo, or a tag on a soft tile when there is none or it fails to load. */
export function DealImage({ src, category, children }: { src: string | null; category: string; children?: ReactNode }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {src && !failed ? (
        // The title sits next to the image: the photo itself is decoration.
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <Fallback data-category={category}>
          <Icon name="tag" size={44} strokeWidth={1.5} />
        </Fallback>
      )}
      {children ? <Overlay>{children}</Overlay> : null}
    </Frame>
  );
}
