import styled from 'styled-components';
import { EXTRA_REDEMPTION_CENTS } from '@marketplace/core/deals/domain/checkout-pricing';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { Button } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  & output { min-width: 2ch; text-align: center; font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How many times the code can be redeemed: each use beyond the first adds $5. */
export function RedemptionsPicker({ value, min, max, onChange }: { value: number; min: number; max: number; onChange: (value: number) => void }) {
  if (min === max) return null;
  return (
    <div>
      <Row>
        <strong id="redemptions-label">Redemptions</strong>
        <div style={{ display: 'flex', alignItems: 'center', gap: space(2) }} role="group" aria-labelledby="redemptions-label">
          <Button size="sm" variant="secondary" aria-label="Fewer redemptions" disabled={value <= min} onClick={() => onChange(value - 1)}>
            −
          </Button>
          <output aria-live="polite" data-testid="redemptions">
            {value}
          </output>
          <Button size="sm" variant="secondary" aria-label="More redemptions" disabled={value >= max} onClick={() => onChange(value + 1)}>
            +
          </Button>
        </div>
      </Row>
      <Hint>+{formatUsd(EXTRA_REDEMPTION_CENTS)} for each redemption beyond the first (up to {max}).</Hint>
    </div>
  );
}

const uses = (count: number) => `${count} ${count === 1 ? 'use' : 'uses'}`;

/** Why the picker stops where it does: the deal's maxRedemptionsPerUser, and what this customer holds of it. */
export function UsesCapHint({ maxRedemptionsPerUser, usesHeld, usesLeft }: { maxRedemptionsPerUser: number; usesHeld: number; usesLeft: number }) {
  const cap = `Up to ${uses(maxRedemptionsPerUser)} per customer`;
  return <Hint data-testid="uses-cap-hint">{usesHeld === 0 ? `${cap}.` : `${cap}; you hold ${usesHeld} already, so you can buy ${uses(usesLeft)} more.`}</Hint>;
}
