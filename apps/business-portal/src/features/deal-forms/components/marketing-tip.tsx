import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { TIP_ROTATION_MS, TIP_VISIBLE_MS } from '@marketplace/core/deals/domain/deal-quality';
import { space } from '@marketplace/web-common/theme';
import { SideCard } from './form-kit.js';

export const MARKETING_TIPS: readonly string[] = [
  'Deals with a clear photo get noticeably more clicks: add an image URL.',
  'A title that names the product and the saving ("20% off weekend brunch") reads best.',
  'Discounts of 25% or more stand out in search results.',
  'Say what is included and any limits in the description, so customers know what to expect.',
  'Deals that run 30 to 45 days give customers time to plan a visit.',
  'Share your deal on your own social channels the day it goes live.',
];

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(4px); }
  to { opacity: 1; transform: none; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const TipArea = styled.div`
  min-height: 4.5em;
  & p {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    animation: ${fadeIn} 0.3s ease;
  }
`;

const PauseButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${space(1)} ${space(3)};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

/**
 * The rotating marketing tip (business-side section 9): a new tip every 8 seconds, each shown for 5
 * of them. It can be paused (WCAG 2.2.2), which keeps the current tip on screen.
 */
export function MarketingTip({ tips = MARKETING_TIPS }: { tips?: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const hide = setTimeout(() => setVisible(false), TIP_VISIBLE_MS);
    const next = setTimeout(() => {
      setIndex((current) => (current + 1) % tips.length);
      setVisible(true);
    }, TIP_ROTATION_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(next);
    };
  }, [index, paused, tips.length]);

  const togglePause = () => {
    setPaused((current) => !current);
    setVisible(true);
  };

  return (
    <SideCard role="region" aria-labelledby="marketing-tip-heading">
      <Head>
        <h2 id="marketing-tip-heading">Marketing Tip</h2>
        <PauseButton type="button" onClick={togglePause}>
          {paused ? 'Resume tips' : 'Pause tips'}
        </PauseButton>
      </Head>
      <TipArea data-testid="marketing-tip">{visible ? <p key={index}>{tips[index]}</p> : null}</TipArea>
    </SideCard>
  );
}
