import styled from 'styled-components';
import { SPEND_BRACKETS, type SpendBracketId } from '@marketplace/core/deals/domain/discount-tiers';
import { sliderPricePoints, type SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { space } from '@marketplace/web-common/theme';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
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

const BracketButton = styled.button<{ $active: boolean }>`
  padding: ${space(2.5)} ${space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.savings : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.savingsSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
`;

const Legend = styled.p`
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

/**
 * The discount-tier picker: a $5-step price slider for slider deals, and the spend bracket the
 * customer means to use the discount on (it sets the max savings shown).
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
  return (
    <Wrap>
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
          {SPEND_BRACKETS.map((bracket) => (
            <BracketButton
              key={bracket.id}
              type="button"
              role="radio"
              aria-checked={bracket.id === bracketId}
              $active={bracket.id === bracketId}
              onClick={() => onBracketChange(bracket.id)}
            >
              {bracket.label}
            </BracketButton>
          ))}
        </Brackets>
      </div>
    </Wrap>
  );
}
