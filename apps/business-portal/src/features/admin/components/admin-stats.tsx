import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space, type Theme } from '@marketplace/web-common/theme';
import { Icon, type IconName } from './admin-icons.js';

/** The admin pages' figures: a grid of stat cards and its loading placeholder. */

export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 130px), 1fr));
  gap: ${space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: ${space(4)};
  }
`;

export type StatTone = 'brand' | 'savings' | 'success' | 'warning';

const toneColours = (theme: Theme, tone: StatTone): [string, string] => {
  const c = theme.colors;
  const tones: Record<StatTone, [string, string]> = {
    brand: [c.brandSoft, c.brand],
    savings: [c.savingsSoft, c.savings],
    success: [c.successSoft, c.success],
    warning: [c.warningSoft, c.warning],
  };
  return tones[tone];
};

const Stat = styled(Stack).attrs({ $gap: 1 })`
  position: relative;
  padding: ${space(3)} ${space(11)} ${space(3)} ${space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${space(4)} ${space(14)} ${space(4)} ${space(4)};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;
`;

const StatIcon = styled.span<{ $tone: StatTone }>`
  position: absolute;
  top: ${space(3)};
  right: ${space(3)};
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    top: ${space(4)};
    right: ${space(4)};
    width: 36px;
    height: 36px;
  }
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => toneColours(theme, $tone)[0]};
  color: ${({ theme, $tone }) => toneColours(theme, $tone)[1]};
`;

const StatText = styled(Stack).attrs({ as: 'dl', $gap: 1 })`
  margin: 0;
  min-width: 0;
  & dt { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.font.weights.medium}; }
  & dd { margin: 0; font-size: ${({ theme }) => theme.font.sizes['2xl']}; font-weight: ${({ theme }) => theme.font.weights.bold}; line-height: ${({ theme }) => theme.font.lineHeights.tight}; letter-spacing: -0.01em; overflow-wrap: anywhere; }
  & dd + dd { font-size: ${({ theme }) => theme.font.sizes.xs}; font-weight: ${({ theme }) => theme.font.weights.regular}; line-height: ${({ theme }) => theme.font.lineHeights.normal}; color: ${({ theme }) => theme.colors.textMuted}; letter-spacing: 0; }
`;

/** One figure: its name, the number and an optional line of detail, with an icon in the corner. */
export function StatCard({ label, value, detail, icon, tone = 'brand' }: { label: string; value: ReactNode; detail?: ReactNode; icon: IconName; tone?: StatTone }) {
  return (
    <Stat>
      <StatIcon $tone={tone}>
        <Icon name={icon} />
      </StatIcon>
      <StatText>
        <dt>{label}</dt>
        <dd>{value}</dd>
        {detail ? <dd>{detail}</dd> : null}
      </StatText>
    </Stat>
  );
}

/** Placeholders for `count` stat cards while figures load. */
export function StatGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <StatGrid role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Stat key={index} aria-hidden="true">
          <Stack $gap={2}>
            <Skeleton $width="60%" />
            <Skeleton $width="40%" $height="1.75rem" />
            <Skeleton $width="80%" $height="0.75rem" />
          </Stack>
        </Stat>
      ))}
    </StatGrid>
  );
}
