import { useController, useWatch, type Path } from 'react-hook-form';
import styled from 'styled-components';
import {
  interpolateStepDiscounts,
  overrideStepDiscount,
  STEP_DISCOUNT_CHOICES,
  WIZARD_SLIDER_BOUNDS,
  type RangeBounds,
} from '@marketplace/core/deals/domain/cash-to-discount';
import { cashToDiscountPriceOptions } from '@marketplace/core/deals/schemas/cash-to-discount-price-options';
import { DISCOUNT_STEP_KEYS } from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { centsToDollars, dollarsToCents, formatUsd, percentOf } from '@marketplace/core/shared/domain/money';
import { Select } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { FieldRow } from '@marketplace/web-common/components/forms/field-row';
import { FormSection, Hint } from '../form-kit.js';
import { RangeField } from '../range-field.js';
import { percent, stepValues, usd, type CashToDiscountFields, type WizardForm } from './wizard-fields.js';

type SliderName = 'minPrice' | 'baseDiscount' | 'maxDiscount';

const inDollars = (bounds: RangeBounds): RangeBounds => ({
  min: centsToDollars(bounds.min),
  max: centsToDollars(bounds.max),
  step: centsToDollars(bounds.step),
});

const SLIDERS: Record<SliderName, { label: string; bounds: RangeBounds; format: (value: number) => string }> = {
  minPrice: { label: 'Starting price', bounds: inDollars(WIZARD_SLIDER_BOUNDS.startingPriceCents), format: usd },
  baseDiscount: { label: 'Starting discount', bounds: WIZARD_SLIDER_BOUNDS.startingDiscountPercent, format: percent },
  maxDiscount: { label: 'Maximum discount', bounds: WIZARD_SLIDER_BOUNDS.maximumDiscountPercent, format: percent },
};

/** A customer spending this much on their visit: the preview's "they save" column. */
const SAMPLE_BILL_DOLLARS = 100;

function WizardSlider({ form, name, onValue }: { form: WizardForm; name: SliderName; onValue?: (value: number) => void }) {
  const { field, fieldState } = useController({ control: form.control, name });
  const { label, bounds, format } = SLIDERS[name];
  return (
    <RangeField
      id={`c2d-${name}`}
      name={name}
      label={label}
      value={field.value}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      format={format}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onChange={(value) => {
        field.onChange(value);
        onValue?.(value);
      }}
    />
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & caption { text-align: left; font-weight: ${({ theme }) => theme.font.weights.semibold}; padding-bottom: ${space(2)}; }
  & th, & td { padding: ${space(2)} ${space(2)}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  & thead th { font-size: ${({ theme }) => theme.font.sizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; letter-spacing: 0.04em; }
  & tbody th { font-size: ${({ theme }) => theme.font.sizes.md}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
  & td:last-child { color: ${({ theme }) => theme.colors.savings}; font-weight: ${({ theme }) => theme.font.weights.semibold}; font-variant-numeric: tabular-nums; }
  & select { min-height: 36px; padding: ${space(1.5)} ${space(2)}; max-width: 110px; }
`;

const TableBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${space(4)};
  background: ${({ theme }) => theme.colors.surface};
  overflow-x: auto;
`;

/** The dropdown's choices (5% to 50% by 5), plus the current value when interpolation gave another one. */
export function discountChoices(current: number | undefined): number[] {
  const choices = new Set(STEP_DISCOUNT_CHOICES);
  if (current !== undefined && Number.isFinite(current)) choices.add(current);
  return [...choices].sort((a, b) => a - b);
}

/**
 * Step 2, Price & Discount Settings: the starting price and discount sliders and the preview table
 * of the six price options, exactly the prices and discounts shoppers are offered. Moving the starting or maximum discount spreads all six step
 * discounts evenly again; a dropdown then overrides one option.
 */
export function PricingStep({ form }: { form: WizardForm }) {
  const { control, setValue, getValues, trigger, formState } = form;
  const [minPrice, maxPrice] = useWatch({ control, name: ['minPrice', 'maxPrice'] });
  const watched = useWatch({ control, name: [...DISCOUNT_STEP_KEYS] });
  const steps = stepValues({
    discountStep1: watched[0],
    discountStep2: watched[1],
    discountStep3: watched[2],
    discountStep4: watched[3],
    discountStep5: watched[4],
    discountStep6: watched[5],
  });

  const setSteps = (next: readonly number[]) => {
    DISCOUNT_STEP_KEYS.forEach((key, index) => setValue(key, next[index] ?? 0, { shouldDirty: true, shouldValidate: !!formState.errors[key] }));
  };

  const respread = () => {
    const { baseDiscount, maxDiscount } = getValues();
    setSteps(interpolateStepDiscounts(baseDiscount, maxDiscount));
    if (formState.errors.maxDiscount || formState.errors.baseDiscount) void trigger(['baseDiscount', 'maxDiscount']);
  };

  // The maximum price is the sixth option: it follows the starting price.
  const followStartingPrice = (minPrice: number) => {
    const options = cashToDiscountPriceOptions(minPrice);
    setValue('maxPrice', options[options.length - 1] ?? minPrice, { shouldDirty: true });
    if (formState.errors.maxPrice || formState.errors.minPrice) void trigger(['minPrice', 'maxPrice']);
  };
  const prices = cashToDiscountPriceOptions(Number(minPrice));

  const override = (index: number, value: number) => {
    const current = stepValues(getValues()).map((step) => step ?? 0);
    setSteps(overrideStepDiscount(current, index, value));
  };

  return (
    <>
      <FormSection id="c2d-price-range" title="Price range" hint="Customers choose one of six prices, $5 apart from the starting price.">
        <FieldRow>
          <WizardSlider form={form} name="minPrice" onValue={followStartingPrice} />
          <p data-testid="c2d-max-price">
            Maximum price <strong>{usd(maxPrice)}</strong>
            {formState.errors.maxPrice ? <Hint role="alert">{formState.errors.maxPrice.message}</Hint> : null}
          </p>
        </FieldRow>
      </FormSection>
      <FormSection id="c2d-discount-range" title="Discount range" hint="Changing either discount spreads the six price options evenly between them.">
        <FieldRow>
          <WizardSlider form={form} name="baseDiscount" onValue={respread} />
          <WizardSlider form={form} name="maxDiscount" onValue={respread} />
        </FieldRow>
      </FormSection>
      <TableBox>
        <Table data-testid="price-options">
          <caption>Price options preview</caption>
          <thead>
            <tr>
              <th scope="col">Customer pays</th>
              <th scope="col">Discount</th>
              <th scope="col">Saves on ${SAMPLE_BILL_DOLLARS}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price, index) => {
              const key = DISCOUNT_STEP_KEYS[index] as Path<CashToDiscountFields>;
              const value = steps[index];
              const error = formState.errors[key as keyof typeof formState.errors]?.message;
              return (
                <tr key={price}>
                  <th scope="row">{usd(price)}</th>
                  <td>
                    <Select
                      aria-label={`Discount for the ${usd(price)} option`}
                      name={key}
                      value={value ?? ''}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => override(index, Number(event.target.value))}
                    >
                      {discountChoices(value).map((choice) => (
                        <option key={choice} value={choice}>
                          {choice}%
                        </option>
                      ))}
                    </Select>
                    {error ? <Hint role="alert">{error}</Hint> : null}
                  </td>
                  <td>{value === undefined ? '–' : formatUsd(percentOf(dollarsToCents(SAMPLE_BILL_DOLLARS), value))}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        <Hint>Pick a discount for any single option to override the even spread.</Hint>
      </TableBox>
    </>
  );
}
