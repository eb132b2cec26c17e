import { useState } from 'react';
import styled from 'styled-components';
import { DISCOUNT_PERCENT_SLIDER, EXAMPLE_SPEND_CENTS, PURCHASE_SLIDER_CENTS, calculateDiscountValue } from '@marketplace/core/fees/domain/discount-value';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';

const Label = styled.label`
  display: flex;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.savings};
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space(3)};
  & dt { font-size: ${({ theme }) => theme.font.sizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.bold}; font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

/** What a prepaid discount is worth on a $100 spend (core's calculateDiscountValue). */
export function DiscountValueWidget() {
  const [purchaseCents, setPurchaseCents] = useState(PURCHASE_SLIDER_CENTS.default);
  const [discountPercent, setDiscountPercent] = useState(DISCOUNT_PERCENT_SLIDER.default);
  const value = calculateDiscountValue({ purchaseCents, discountPercent });
  return (
    <Card data-testid="discount-value">
      <CardBody>
        <CardTitle>What is your discount worth?</CardTitle>
        <div>
          <Label htmlFor="value-purchase">
            Purchase amount <output htmlFor="value-purchase">{formatUsd(purchaseCents)}</output>
          </Label>
          <Range
            id="value-purchase"
            type="range"
            min={PURCHASE_SLIDER_CENTS.min / 100}
            max={PURCHASE_SLIDER_CENTS.max / 100}
            step={PURCHASE_SLIDER_CENTS.step / 100}
            value={purchaseCents / 100}
            onChange={(event) => setPurchaseCents(Math.round(Number(event.target.value) * 100))}
          />
        </div>
        <div>
          <Label htmlFor="value-discount">
            Discount <output htmlFor="value-discount">{discountPercent}%</output>
          </Label>
          <Range
            id="value-discount"
            type="range"
            min={DISCOUNT_PERCENT_SLIDER.min}
            max={DISCOUNT_PERCENT_SLIDER.max}
            step={DISCOUNT_PERCENT_SLIDER.step}
            value={discountPercent}
            onChange={(event) => setDiscountPercent(Number(event.target.value))}
          />
        </div>
        <Figures aria-live="polite">
          <div>
            <dt>Discount on {formatUsd(EXAMPLE_SPEND_CENTS)}</dt>
            <dd>{formatUsd(value.discountAmountCents)}</dd>
          </div>
          <div>
            <dt>Net savings</dt>
            <dd>{formatUsd(value.netSavingsCents)}</dd>
          </div>
          <div>
            <dt>ROI</dt>
            <dd>{Math.round(value.roiPercent)}%</dd>
          </div>
          <div>
            <dt>Break-even spend</dt>
            <dd>{formatUsd(value.breakEvenSpendCents)}</dd>
          </div>
        </Figures>
        <div>
          <Badge $tone={value.badge === 'Profitable' ? 'success' : 'warning'}>{value.badge}</Badge>
        </div>
      </CardBody>
    </Card>
  );
}
