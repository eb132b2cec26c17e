import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { EXAMPLE_STRUCTURE, RECOMMENDED_DURATION_DAYS, RECOMMENDED_REDEMPTIONS } from '@marketplace/core/deals/domain/cash-to-discount';
import { CASH_TO_DISCOUNT_PRICE_POINTS } from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import { SideCard } from '../form-kit.js';
import { percent, usd } from './wizard-fields.js';

const TipList = styled(Stack).attrs({ as: 'ul', $gap: 2 })`
  margin: 0;
  padding-left: ${space(5)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & li::marker { color: ${({ theme }) => theme.colors.savings}; }
`;

/** The wizard's tips panel: the recommended deal length and redemptions per user. */
export function TipsPanel() {
  const { min, max, bestMin, bestMax } = RECOMMENDED_DURATION_DAYS;
  return (
    <SideCard role="region" aria-labelledby="c2d-tips-heading">
      <h2 id="c2d-tips-heading">Tips for a great Cash to Discount deal</h2>
      <TipList>
        <li>
          Run your deal for {min}–{max} days; {bestMin}–{bestMax} days works best.
        </li>
        <li>
          Allow {RECOMMENDED_REDEMPTIONS.min}–{RECOMMENDED_REDEMPTIONS.max} redemptions per user.
        </li>
        <li>Make each higher price unlock a larger discount, so paying more always feels worth it.</li>
        <li>Start at $5 so every customer can try your deal; the six prices climb in $5 steps.</li>
        <li>A clear photo makes your deal stand out in the list.</li>
      </TipList>
    </SideCard>
  );
}

const Structure = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(2)};
  & li {
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: ${space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.savingsSoft};
    font-size: ${({ theme }) => theme.font.sizes.xs};
    color: ${({ theme }) => theme.colors.text};
  }
  & strong { color: ${({ theme }) => theme.colors.savings}; font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

/** The example structure panel: 10, 15, 20, 25, 30 and 35 percent over the six price options. */
export function ExampleStructurePanel({ onUse }: { onUse?: () => void }) {
  return (
    <SideCard role="region" aria-labelledby="c2d-example-heading">
      <h2 id="c2d-example-heading">Example structure</h2>
      <Structure data-testid="example-structure">
        {EXAMPLE_STRUCTURE.map((discount, index) => (
          <li key={discount}>
            <strong>{percent(discount)}</strong>
            <span>pay {usd(CASH_TO_DISCOUNT_PRICE_POINTS[index] ?? 0)}</span>
          </li>
        ))}
      </Structure>
      {onUse ? (
        <Button variant="secondary" size="sm" onClick={onUse}>
          Use this structure
        </Button>
      ) : null}
    </SideCard>
  );
}

const Bar = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & div { height: 100%; background: ${({ theme }) => theme.colors.brand}; transition: width 0.3s ease; }
`;

const ProgressHead = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  & span:last-child { color: ${({ theme }) => theme.colors.brand}; font-variant-numeric: tabular-nums; }
`;

const ProgressBox = styled(Stack).attrs({ $gap: 2 })`
`;

/** The wizard's progress: the share of its six key fields filled. */
export function WizardProgress({ percent: value }: { percent: number }) {
  return (
    <ProgressBox>
      <ProgressHead>
        <span id="c2d-progress-label">Progress</span>
        <span data-testid="wizard-progress">{value}% complete</span>
      </ProgressHead>
      <Bar role="progressbar" aria-labelledby="c2d-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}% complete`}>
        <div style={{ width: `${value}%` }} />
      </Bar>
    </ProgressBox>
  );
}
