import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { purchaseTiers } from '@marketplace/core/deals/domain/purchase-tiers';
import { SPEND_BRACKETS, type SpendBracketId } from '@marketplace/core/deals/domain/discount-tiers';
import { sliderPricePoints, type SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { space } from '@marketplace/web-common/theme';

const Wrap = styled(Stack)`
`;

const Label = styled.label`
  display: flex;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  & output { color: ${({ theme }) => theme.colors.savings}; }
`;

const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.savings};
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Brackets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space(2)};
`;

// "$125–$200" stays on one line in a third of a phone's card: little side padding, no wrapping.
const BracketButton = styled.button<{ $active: boolean }>`
  min-width: 0;
  white-space: nowrap;
  padding: ${space(2.5)} ${space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.savings : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.savingsSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
`;

const Tiers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(92px, 1fr));
  gap: ${space(2)};
  margin-top: ${space(2)};
`;

const TierButton = styled.button<{ $active: boolean }>`
  padding: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.savings : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.savingsSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
  display: flex;
  flex-direction: column;
  align-items: center;
  & strong { font-size: ${({ theme }) => theme.font.sizes.md}; }
  & span { color: ${({ theme }) => theme.colors.savings}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
`;

const Legend = styled.p`
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Radio-group keys: the arrows select and focus the next or previous bracket, wrapping around. */
function onBracketKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number, select: (id: SpendBracketId) => void) {
  const delta = NEXT_KEYS[event.key];
  if (!delta) return;
  event.preventDefault();
  const next = (index + delta + SPEND_BRACKETS.length) % SPEND_BRACKETS.length;
  const bracket = SPEND_BRACKETS[next];
  if (!bracket) return;
  select(bracket.id);
  (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
}

/**
 * The discount-tier picker: a slider deal's own purchase tiers (one button per $5 price with its
 * discount) and its $5-step price slider, and the spend bracket the customer means to use the
 * discount on (it sets the max savings shown).
 */
export function TierPicker({
  rules,
  priceCents,
  discountPercent,
  onPriceChange,
  bracketId,
  onBracketChange,
}: {
  rules: SliderPricingRules;
  priceCents: number;
  discountPercent: number;
  onPriceChange: (priceCents: number) => void;
  bracketId: SpendBracketId;
  onBracketChange: (id: SpendBracketId) => void;
}) {
  const points = sliderPricePoints(rules);
  const min = points[0];
  const max = points[points.length - 1];
  const tiers = rules.isSliderDeal ? purchaseTiers(rules) : [];
  const tiersLegendId = useId();
  return (
    <Wrap>
      {tiers.length > 1 ? (
        <div role="group" aria-labelledby={tiersLegendId} data-testid="purchase-tiers">
          <Legend id={tiersLegendId}>{tiers.length} purchase tiers</Legend>
          <Tiers>
            {tiers.map((tier) => (
              <TierButton
                key={tier.priceCents}
                type="button"
                aria-pressed={tier.priceCents === priceCents}
                $active={tier.priceCents === priceCents}
                onClick={() => onPriceChange(tier.priceCents)}
              >
                <strong>{formatUsd(tier.priceCents)}</strong>
                <span>{tier.discountPercent}% off</span>
              </TierButton>
            ))}
          </Tiers>
        </div>
      ) : null}
      {rules.isSliderDeal && min !== undefined && max !== undefined && points.length > 1 ? (
        <div>
          <Label htmlFor="price-slider">
            Choose what you pay
            <output htmlFor="price-slider">
              {formatUsd(priceCents)} → {discountPercent}% off
            </output>
          </Label>
          <Range
            id="price-slider"
            type="range"
            min={min / 100}
            max={max / 100}
            step={5}
            value={priceCents / 100}
            aria-valuetext={`${formatUsd(priceCents)}, ${discountPercent}% off`}
            onChange={(event) => onPriceChange(Math.round(Number(event.target.value) * 100))}
          />
          <Scale aria-hidden="true">
            <span>{formatUsd(min)}</span>
            <span>{formatUsd(max)}</span>
          </Scale>
        </div>
      ) : null}
      <div role="radiogroup" aria-labelledby="bracket-legend">
        <Legend id="bracket-legend">Your spend</Legend>
        <Brackets style={{ marginTop: space(2) }}>
          {SPEND_BRACKETS.map((bracket, index) => (
            <BracketButton
              key={bracket.id}
              type="button"
              role="radio"
              aria-checked={bracket.id === bracketId}
              tabIndex={bracket.id === bracketId ? 0 : -1}
              $active={bracket.id === bracketId}
              onClick={() => onBracketChange(bracket.id)}
              onKeyDown={(event) => onBracketKeyDown(event, index, onBracketChange)}
            >
              {bracket.label}
            </BracketButton>
          ))}
        </Brackets>
      </div>
    </Wrap>
  );
}
