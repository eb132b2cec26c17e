import { useState } from 'react';
import styled from 'styled-components';
import {
  BUSINESS_SHARE_PERCENT,
  FEE_BRACKETS,
  PLATFORM_SHARE_PERCENT,
  PROJECTION_CUSTOMERS,
  calculateFee,
  defaultDiscountForBracket,
  discountOptionsForBracket,
} from '@marketplace/core/fees/domain/fee-calculator';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Select } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space(4)};
`;

const Prompt = styled.p`
  padding: ${space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Results = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space(3)};
  & > div { padding: ${space(4)}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  & dt { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: ${space(1)} 0 0; font-size: ${({ theme }) => theme.font.sizes.xl}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

/**
 * The Discount Fee Calculator (business-side sections 4 and 9): no bracket shows a prompt; a bracket
 * shows its discounts with the first preselected; changing the bracket resets the discount.
 */
export function FeeCalculator() {
  const [bracketId, setBracketId] = useState<string | null>(null);
  const [discountPercent, setDiscountPercent] = useState<number | null>(null);
  const options = discountOptionsForBracket(bracketId);
  const result = bracketId && discountPercent !== null ? calculateFee({ bracketId, discountPercent }) : null;
  const figures = result
    ? [
        { key: 'fee', label: 'Discount fee (paid by the customer)', value: formatUsd(result.feeCents) },
        { key: 'business-share', label: `Your share (${BUSINESS_SHARE_PERCENT}%)`, value: formatUsd(result.businessShareCents) },
        { key: 'platform-share', label: `Platform share (${PLATFORM_SHARE_PERCENT}%)`, value: formatUsd(result.platformShareCents) },
        { key: 'customer-savings', label: `Customer savings on a ${formatUsd(result.midpointCents)} order`, value: formatUsd(result.customerSavingsCents) },
        { key: 'value-per-dollar', label: 'Customer value per $1 of fee', value: result.valuePerDollar.toFixed(2) },
        { key: 'monthly-projection', label: `Monthly projection (${PROJECTION_CUSTOMERS} customers)`, value: formatUsd(result.monthlyProjectionCents) },
      ]
    : [];
  return (
    <Card data-testid="fee-calculator-card">
      <CardBody>
        <CardTitle as="h3">Discount Fee Calculator</CardTitle>
        <Controls>
          <Field label="Typical customer spend" htmlFor="fee-bracket">
            <Select
              id="fee-bracket"
              value={bracketId ?? ''}
              onChange={(event) => {
                const next = event.target.value || null;
                setBracketId(next);
                setDiscountPercent(defaultDiscountForBracket(next));
              }}
            >
              <option value="">Select a spend bracket</option>
              {FEE_BRACKETS.map((bracket) => (
                <option key={bracket.id} value={bracket.id}>
                  {bracket.label}
                </option>
              ))}
            </Select>
          </Field>
          {options.length > 0 ? (
            <Field label="Discount offered" htmlFor="fee-discount">
              <Select id="fee-discount" value={discountPercent ?? ''} onChange={(event) => setDiscountPercent(Number(event.target.value))}>
                {options.map((option) => (
                  <option key={option.discountPercent} value={option.discountPercent}>
                    {option.discountPercent}% off
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </Controls>
        {result ? (
          <Results aria-live="polite" aria-label="Fee calculation">
            {figures.map((figure) => (
              <div key={figure.key}>
                <dt>{figure.label}</dt>
                <dd data-testid={`fee-${figure.key}`}>{figure.value}</dd>
              </div>
            ))}
          </Results>
        ) : (
          <Prompt>Select a spend bracket to see the fee, your share and what your customers save.</Prompt>
        )}
      </CardBody>
    </Card>
  );
}
