import { useController, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import {
  CASH_TO_DISCOUNT_DEFAULTS,
  interpolateStepDiscounts,
  overrideStepDiscount,
  SLIDER_FORM_DISCOUNT_BOUNDS,
  SLIDER_PRICE_INPUT_STEP_CENTS,
  sliderFormDiscountPercent,
  STANDARD_PRICE_INPUT_STEP_CENTS,
} from '@marketplace/core/deals/domain/cash-to-discount';
import { newDealDefaults } from '@marketplace/core/deals/domain/deal-defaults';
import { sliderDealQuality } from '@marketplace/core/deals/domain/deal-quality';
import { DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { PRICE_STEP_CENTS } from '@marketplace/core/deals/domain/slider-pricing';
import { centsToDollars } from '@marketplace/core/shared/domain/money';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { ScheduleFields } from '@marketplace/web-common/components/forms/schedule-fields';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { useCreateDeal, type CreateDealToasts } from '../api/create-deal.js';
import { sliderDealPayload } from '../deal-payloads.js';
import { formResolver } from '../form-resolver.js';
import { applyServerIssues } from '../server-issues.js';
import { sliderDealFormSchema, type SliderDealFormValues } from '../slider-deal-form.schema.js';
import { CategorySelect } from './category-select.js';
import { inputBinder } from './bind-input.js';
import { Aside, Columns, describedBy, FormBody, FormCard, FormSection, Hint, TextArea, UnverifiedNotice } from './form-kit.js';
import { Actions, DealFormActions } from './deal-form-actions.js';
import { FieldRow } from '@marketplace/web-common/components/forms/field-row';
import { PictureField } from './picture-field.js';
import { MarketingTip } from './marketing-tip.js';
import { QualityScore } from './quality-score.js';
import { RangeField } from './range-field.js';

/** What the inputs hold: text from inputs, numbers from the step sliders, a blank category at first. */
export interface SliderDealFields {
  title: string;
  description: string;
  category: string;
  basePrice: string | number;
  minPrice: string | number;
  maxPrice: string | number;
  discountSteps: number[];
  startDate: string;
  endDate: string;
  maxRedemptionsPerUser: string | number;
  imageUrl: string;
}

export const SLIDER_DEAL_TOASTS: CreateDealToasts = {
  successTitle: 'Deal Created',
  successDescription: 'Your new deal has been successfully created.',
  failureTitle: 'Failed to Create Deal',
};

const FIELDS = ['title', 'description', 'category', 'basePrice', 'minPrice', 'maxPrice', 'discountSteps', 'startDate', 'endDate', 'maxRedemptionsPerUser', 'imageUrl'] as const;
const PRICE_STEP = centsToDollars(PRICE_STEP_CENTS);

function initialValues(): SliderDealFields {
  return {
    title: '',
    description: '',
    category: '',
    basePrice: centsToDollars(CASH_TO_DISCOUNT_DEFAULTS.basePriceCents),
    minPrice: centsToDollars(CASH_TO_DISCOUNT_DEFAULTS.minPriceCents),
    maxPrice: centsToDollars(CASH_TO_DISCOUNT_DEFAULTS.maxPriceCents),
    discountSteps: [...CASH_TO_DISCOUNT_DEFAULTS.discountSteps],
    imageUrl: '',
    ...newDealDefaults(new Date()),
  };
}

const percent = (value: number) => `${value}%`;

const StepGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)} ${space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Headline = styled(Cluster).attrs({ as: 'p', $gap: 3 })`
  justify-content: space-between;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.savingsSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & strong { color: ${({ theme }) => theme.colors.savings}; font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

/** The price a step applies to: the minimum price plus $5 per step, when the minimum is a number. */
function stepLabel(minPrice: unknown, index: number): string {
  const min = Number(minPrice);
  return Number.isFinite(min) && min > 0 ? `Discount at $${min + PRICE_STEP * index}` : `Discount of step ${index + 1}`;
}

/**
 * The earlier single-page slider-deal form (/business/create-slider-deal): the standard fields
 * with a base price, a $5-stepped price range and six discount sliders (1–100%), scored with the
 * slider form's own quality score (with its 85 badge).
 */
export function SliderDealForm({ business }: { business: BusinessAccount }) {
  const creation = useCreateDeal(SLIDER_DEAL_TOASTS);
  const { register, handleSubmit, control, formState, setError } = useForm<SliderDealFields, unknown, SliderDealFormValues>({
    resolver: formResolver<SliderDealFields, typeof sliderDealFormSchema>(sliderDealFormSchema),
    defaultValues: initialValues(),
  });
  const { field: stepsField } = useController({ control, name: 'discountSteps' });
  const values = useWatch({ control });
  const { errors } = formState;
  const steps = stepsField.value;
  const score = sliderDealQuality({ ...values, discountSteps: steps });

  const submit = handleSubmit((deal) => {
    creation.mutate(sliderDealPayload(deal), { onError: (error) => applyServerIssues(error, FIELDS, setError) });
  });

  const input = inputBinder('slider', register, errors);
  const title = input('title');
  const basePrice = input('basePrice');
  const minPrice = input('minPrice');
  const maxPrice = input('maxPrice');
  const start = input('startDate');
  const end = input('endDate');
  const redemptions = input('maxRedemptionsPerUser');
  const descriptionError = errors.description?.message;
  const first = steps[0] ?? SLIDER_FORM_DISCOUNT_BOUNDS.min;
  const last = steps[steps.length - 1] ?? first;

  return (
    <Columns>
      <FormCard>
        <FormBody noValidate aria-label="Create slider deal" onSubmit={submit}>
          <FormSection id="slider-details" title="Deal details">
            <Field label="Title" htmlFor={title.id} error={title.error}>
              <Input id={title.id} type="text" placeholder="e.g. Pay more, save more on dinner" autoComplete="off" {...title.props} />
            </Field>
            <Field label="Description" htmlFor="slider-description" error={descriptionError}>
              <TextArea
                id="slider-description"
                placeholder="What is included, when it can be used and anything customers should know."
                $invalid={!!descriptionError}
                aria-invalid={!!descriptionError}
                aria-describedby={describedBy('slider-description', { error: descriptionError })}
                {...register('description')}
              />
            </Field>
            <CategorySelect id="slider-category" allowed={DEAL_CATEGORIES} fromApi error={errors.category?.message} selectProps={register('category')} />
          </FormSection>

          <FormSection id="slider-prices" title="Prices" hint="Customers choose what to pay, in $5 steps from the minimum to the maximum price.">
            <Field label="Base price ($)" htmlFor={basePrice.id} error={basePrice.error}>
              <Input id={basePrice.id} type="number" inputMode="decimal" min="0.01" step={centsToDollars(STANDARD_PRICE_INPUT_STEP_CENTS)} {...basePrice.props} />
            </Field>
            <FieldRow>
              <Field label="Minimum price ($)" htmlFor={minPrice.id} error={minPrice.error}>
                <Input id={minPrice.id} type="number" inputMode="numeric" min="5" step={centsToDollars(SLIDER_PRICE_INPUT_STEP_CENTS)} {...minPrice.props} />
              </Field>
              <Field label="Maximum price ($)" htmlFor={maxPrice.id} error={maxPrice.error}>
                <Input id={maxPrice.id} type="number" inputMode="numeric" min="5" step={centsToDollars(SLIDER_PRICE_INPUT_STEP_CENTS)} {...maxPrice.props} />
              </Field>
            </FieldRow>
          </FormSection>

          <FormSection id="slider-discounts" title="Discount steps" hint="One discount per $5 step; a higher payment should unlock a larger discount.">
            <StepGrid>
              {steps.map((step, index) => (
                <RangeField
                  key={index}
                  id={`slider-step-${index + 1}`}
                  label={stepLabel(values.minPrice, index)}
                  value={step}
                  min={SLIDER_FORM_DISCOUNT_BOUNDS.min}
                  max={SLIDER_FORM_DISCOUNT_BOUNDS.max}
                  step={SLIDER_FORM_DISCOUNT_BOUNDS.step}
                  format={percent}
                  error={errors.discountSteps?.[index]?.message}
                  onChange={(value) => stepsField.onChange(overrideStepDiscount(steps, index, value))}
                  onBlur={stepsField.onBlur}
                />
              ))}
            </StepGrid>
            <Actions>
              <Button variant="secondary" size="sm" onClick={() => stepsField.onChange(interpolateStepDiscounts(first, last))}>
                Spread evenly from {first}% to {last}%
              </Button>
            </Actions>
            <Headline>
              <span>Headline discount shown on your deal (average of the smallest and largest step)</span>
              <strong data-testid="slider-headline">{sliderFormDiscountPercent(steps)}%</strong>
            </Headline>
            {errors.discountSteps?.message ? (
              <Hint role="alert">{errors.discountSteps.message}</Hint>
            ) : null}
          </FormSection>

          <FormSection id="slider-schedule" title="Schedule & limits">
            <ScheduleFields start={start} end={end} redemptions={redemptions} />
          </FormSection>

          <FormSection id="slider-image" title="Image">
            <PictureField id="slider-imageUrl" url={String(values.imageUrl ?? '')} category={String(values.category ?? '')} error={errors.imageUrl?.message} inputProps={register('imageUrl')} />
          </FormSection>

          {business.verified ? null : <UnverifiedNotice />}

          <DealFormActions pending={creation.isPending} label="Create Slider Deal" pendingLabel="Creating Deal..." />
        </FormBody>
      </FormCard>
      <Aside aria-label="Deal quality">
        <QualityScore score={score} slider caption="A wide price range, rising and well-spread discount steps, a rich description and an image raise your score." />
        <MarketingTip />
      </Aside>
    </Columns>
  );
}
