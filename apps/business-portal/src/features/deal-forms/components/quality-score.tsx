import styled, { type DefaultTheme } from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import {
  PROGRESS_BADGES,
  PROGRESS_MAX,
  progressBadges,
  qualityColour,
  type QualityColour,
} from '@marketplace/core/deals/domain/deal-quality';
import { space } from '@marketplace/web-common/theme';
import { SideCard } from './form-kit.js';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';

/** The indicator's colour and words for each band (it changes above 50 and above 80). */
const BANDS: Record<QualityColour, { label: string; colour: (theme: DefaultTheme) => string; soft: (theme: DefaultTheme) => string }> = {
  low: { label: 'Needs work', colour: (theme) => theme.colors.danger, soft: (theme) => theme.colors.dangerSoft },
  medium: { label: 'Good', colour: (theme) => theme.colors.warning, soft: (theme) => theme.colors.warningSoft },
  high: { label: 'Excellent', colour: (theme) => theme.colors.success, soft: (theme) => theme.colors.successSoft },
};

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(2)};
`;

const Score = styled.p<{ $band: QualityColour }>`
  font-size: ${({ theme }) => theme.font.sizes['3xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1;
  color: ${({ theme, $band }) => BANDS[$band].colour(theme)};
  & small { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.font.weights.medium}; }
`;

const BandLabel = styled.span<{ $band: QualityColour }>`
  padding: ${space(0.5)} ${space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  background: ${({ theme, $band }) => BANDS[$band].soft(theme)};
  color: ${({ theme, $band }) => BANDS[$band].colour(theme)};
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $band: QualityColour; $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme, $band }) => BANDS[$band].colour(theme)};
  transition: width 0.3s ease, background-color 0.3s ease;
`;

const Badges = styled(Cluster).attrs({ as: 'ul', $gap: 1.5, $align: 'stretch' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const BadgeItem = styled.li<{ $reached: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(0.5)} ${space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  border: 1px solid ${({ theme, $reached }) => ($reached ? theme.colors.savings : theme.colors.border)};
  background: ${({ theme, $reached }) => ($reached ? theme.colors.savingsSoft : theme.colors.surface)};
  color: ${({ theme, $reached }) => ($reached ? theme.colors.savings : theme.colors.textMuted)};
`;

const Caption = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The deal quality score: the number, a bar coloured by band, and the progress badges (10, 50, 70,
 * 85 on the slider form only, 95), each marked reached or not.
 */
export function QualityScore({ score, slider = false, caption }: { score: number; slider?: boolean; caption: string }) {
  const band = qualityColour(score);
  const reached = new Set(progressBadges(score, { slider }).map((badge) => badge.threshold));
  const badges = PROGRESS_BADGES.filter((badge) => slider || !badge.sliderOnly);
  const percent = Math.round((Math.min(score, PROGRESS_MAX) / PROGRESS_MAX) * 100);
  return (
    <SideCard aria-labelledby="quality-heading" role="region" data-testid="quality-score" data-band={band}>
      <h2 id="quality-heading">Deal Quality Score</h2>
      <Top>
        <Score $band={band}>
          {score}
          <small>/{PROGRESS_MAX}</small>
        </Score>
        <BandLabel $band={band}>{BANDS[band].label}</BandLabel>
      </Top>
      <Track
        role="progressbar"
        aria-label="Deal quality score"
        aria-valuemin={0}
        aria-valuemax={PROGRESS_MAX}
        aria-valuenow={score}
        aria-valuetext={`${score} out of ${PROGRESS_MAX}, ${BANDS[band].label}`}
      >
        <Fill $band={band} $percent={percent} />
      </Track>
      <Caption>{caption}</Caption>
      <Badges aria-label="Progress badges">
        {badges.map((badge) => {
          const isReached = reached.has(badge.threshold);
          return (
            <BadgeItem key={badge.threshold} $reached={isReached} data-reached={isReached}>
              <span aria-hidden="true">{isReached ? '★' : '☆'}</span>
              {badge.label} · {badge.threshold}
              <VisuallyHidden>{isReached ? ' (reached)' : ' (not reached yet)'}</VisuallyHidden>
            </BadgeItem>
          );
        })}
      </Badges>
    </SideCard>
  );
}
