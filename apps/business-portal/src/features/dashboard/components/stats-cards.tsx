import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { BUSINESS_SHARE_PERCENT } from '@marketplace/core/fees/domain/fee-calculator';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { Icon, type IconName } from '../../../components/icon.js';
import type { BusinessStats } from '../../../api/get-business-stats.js';
import type { useBusinessStats } from '../../../api/get-business-stats.js';
import { formatCount, formatDollars } from '../figures.js';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Tile = styled(Stack).attrs({ as: 'li', $gap: 1.5 })<{ $accent: 'brand' | 'savings' | 'success' | 'warning' }>`
  min-width: 0;
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $accent }) => theme.colors[$accent]};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { padding: ${space(5)}; }
`;

const Label = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconBox = styled.span<{ $accent: 'brand' | 'savings' | 'success' | 'warning' }>`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $accent }) => theme.colors[$accent]};
  background: ${({ theme, $accent }) => theme.colors[`${$accent}Soft`]};
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.font.sizes['2xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { font-size: ${({ theme }) => theme.font.sizes['3xl']}; }
`;

const Caption = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled(Cluster).attrs({ $gap: 3 })`
  justify-content: space-between;
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

interface Figure {
  key: string;
  label: string;
  icon: IconName;
  accent: 'brand' | 'savings' | 'success' | 'warning';
  value: (stats: BusinessStats) => string;
  caption: string;
}

const FIGURES: readonly Figure[] = [
  { key: 'sales', label: 'Total Sales', icon: 'receipt', accent: 'brand', value: (s) => formatCount(s.sales), caption: 'Deals bought by customers' },
  { key: 'revenue', label: 'Revenue', icon: 'dollar', accent: 'success', value: (s) => formatDollars(s.revenue), caption: 'What customers paid' },
  {
    key: 'share',
    label: `Your Earnings (${BUSINESS_SHARE_PERCENT}%)`,
    icon: 'wallet',
    accent: 'savings',
    value: (s) => formatDollars(s.businessShare),
    caption: 'Your share, paid out weekly',
  },
  { key: 'redemptions', label: 'Redemptions', icon: 'check', accent: 'warning', value: (s) => formatCount(s.redemptions), caption: 'Codes redeemed at your counter' },
];

/** The dashboard's key figures from GET /api/business/stats: real numbers, never samples. */
export function StatsCards({ stats }: { stats: ReturnType<typeof useBusinessStats> }) {
  if (stats.isError) {
    return (
      <Problem role="alert">
        <span>Your figures could not be loaded.</span>
        <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
          Try Again
        </Button>
      </Problem>
    );
  }
  return (
    <Grid aria-label="Key figures" aria-busy={stats.isPending || undefined}>
      {FIGURES.map((figure) => (
        <Tile key={figure.key} $accent={figure.accent} data-testid={`stat-${figure.key}`}>
          <Label>
            <IconBox $accent={figure.accent}>
              <Icon name={figure.icon} size={18} />
            </IconBox>
            {figure.label}
          </Label>
          {stats.data ? <Value>{figure.value(stats.data)}</Value> : <Skeleton $height="2.25rem" $width="60%" />}
          <Caption>{figure.caption}</Caption>
        </Tile>
      ))}
    </Grid>
  );
}
