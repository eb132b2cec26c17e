import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { EXAMPLE_STRUCTURE, WIZARD_STEP_COUNT } from '@marketplace/core/deals/domain/cash-to-discount';
import { cashToDiscountProgressPercent, cashToDiscountQuality } from '@marketplace/core/deals/domain/deal-quality';
import {
  CASH_TO_DISCOUNT_WIZARD_STEPS,
  cashToDiscountDealFormSchema,
  DISCOUNT_STEP_KEYS,
  type CashToDiscountDealFormValues,
} from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { useCreateDeal, type CreateDealToasts } from '../../api/create-deal.js';
import { cashToDiscountDealPayload } from '../../deal-payloads.js';
import { formResolver } from '../../form-resolver.js';
import { applyServerIssues } from '../../server-issues.js';
import { Actions, CancelToDashboard } from '../deal-form-actions.js';
import { Aside, Columns, FormBody, FormCard, Notice, UnverifiedNotice } from '../form-kit.js';
import { QualityScore } from '../quality-score.js';
import { StepIndicator } from '../step-indicator.js';
import { BasicStep } from './basic-step.js';
import { PricingStep } from './pricing-step.js';
import { ReviewStep } from './review-step.js';
import { ExampleStructurePanel, TipsPanel, WizardProgress } from './side-panels.js';
import { stepValues, wizardDefaults, type CashToDiscountFields } from './wizard-fields.js';

export const CASH_TO_DISCOUNT_TOASTS: CreateDealToasts = {
  successTitle: 'Cash to Discount Deal Created',
  successDescription: 'Your new Cash to Discount deal has been successfully created.',
  failureTitle: 'Error creating deal',
};

const STEP_TITLES = CASH_TO_DISCOUNT_WIZARD_STEPS.map((step) => step.title);

/**
 * The Create button takes over Next's place on the last step: for this long after arriving it is
 * disabled, so the second click of a quick double click on Next does not create the deal unseen.
 */
export const CREATE_ARMING_MS = 500;
const ALL_FIELDS = CASH_TO_DISCOUNT_WIZARD_STEPS.flatMap((step) => step.fields);

const StepHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; }
`;

const Top = styled(Stack)`
  padding-bottom: ${space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Nav = styled(Actions)`
  justify-content: space-between;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${space(5)};
`;

/** The first wizard step (1-based) holding a field with an error, or null. */
function firstStepWithError(errors: FieldErrors<CashToDiscountFields>): number | null {
  const step = CASH_TO_DISCOUNT_WIZARD_STEPS.find((candidate) => candidate.fields.some((field) => errors[field]));
  return step ? step.step : null;
}

/**
 * The 3-step Cash to Discount wizard (/business/create-cash-to-discount-deal): Basic Information,
 * Price & Discount Settings, Review & Finalize. Next checks only the current step's fields, every
 * move scrolls to the top and puts focus on the step's heading.
 */
export function CashToDiscountWizard({ business }: { business: BusinessAccount }) {
  const creation = useCreateDeal(CASH_TO_DISCOUNT_TOASTS);
  const [step, setStep] = useState(1);
  const form = useForm<CashToDiscountFields, unknown, CashToDiscountDealFormValues>({
    resolver: formResolver<CashToDiscountFields, typeof cashToDiscountDealFormSchema>(cashToDiscountDealFormSchema),
    defaultValues: wizardDefaults(new Date()),
  });
  const { control, handleSubmit, trigger, setValue, setError } = form;
  const values = useWatch({ control });
  const progress = cashToDiscountProgressPercent(values);
  const score = cashToDiscountQuality({ ...values, discountSteps: stepValues(values) });

  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [createArmed, setCreateArmed] = useState(false);
  useEffect(() => {
    setCreateArmed(false);
    if (step !== WIZARD_STEP_COUNT) return undefined;
    const timer = setTimeout(() => setCreateArmed(true), CREATE_ARMING_MS);
    return () => clearTimeout(timer);
  }, [step]);
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const moveTo = (next: number) => {
    moved.current = true;
    setStep(Math.min(WIZARD_STEP_COUNT, Math.max(1, next)));
  };

  const next = async () => {
    const current = CASH_TO_DISCOUNT_WIZARD_STEPS[step - 1];
    if (current && (await trigger([...current.fields]))) moveTo(step + 1);
  };

  const create = handleSubmit(
    (deal) => creation.mutate(cashToDiscountDealPayload(deal), { onError: (error) => applyServerIssues(error, ALL_FIELDS, setError) }),
    (errors) => {
      const withError = firstStepWithError(errors);
      if (withError !== null && withError !== step) moveTo(withError);
    },
  );

  // Next is the submit button of steps 1 and 2 (so Enter in a field moves on); only step 3 creates the deal.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < WIZARD_STEP_COUNT || !createArmed) {
      event.preventDefault();
      if (step < WIZARD_STEP_COUNT) void next();
      return;
    }
    void create(event);
  };

  const applyExample = () => {
    DISCOUNT_STEP_KEYS.forEach((key, index) => setValue(key, EXAMPLE_STRUCTURE[index] ?? 0, { shouldDirty: true }));
    setValue('baseDiscount', EXAMPLE_STRUCTURE[0] ?? 0, { shouldDirty: true });
    setValue('maxDiscount', EXAMPLE_STRUCTURE[EXAMPLE_STRUCTURE.length - 1] ?? 0, { shouldDirty: true });
  };

  const title = STEP_TITLES[step - 1] ?? '';
  return (
    <Columns>
      <FormCard>
        <FormBody noValidate aria-label="Create Cash to Discount deal" onSubmit={onSubmit}>
          <Top>
            <StepIndicator steps={STEP_TITLES} current={step} label="Wizard steps" />
            <WizardProgress percent={progress} />
          </Top>

          <StepHeading ref={heading} tabIndex={-1}>
            Step {step}: {title}
          </StepHeading>

          {step === 1 ? <BasicStep form={form} /> : null}
          {step === 2 ? <PricingStep form={form} /> : null}
          {step === 3 ? (
            <>
              <ReviewStep form={form} />
              {business.verified ? null : <UnverifiedNotice />}
              <Notice title="When does it go live?">
                Your deal becomes visible to customers if today is within its date range. You can pause or modify it later from your dashboard.
              </Notice>
            </>
          ) : null}

          <Nav>
            {step > 1 ? (
              <Button variant="secondary" size="lg" onClick={() => moveTo(step - 1)}>
                <span aria-hidden="true">←</span> Previous
              </Button>
            ) : (
              <CancelToDashboard />
            )}
            {step < WIZARD_STEP_COUNT ? (
              <Button key="next" type="submit" size="lg">
                Next <span aria-hidden="true">→</span>
              </Button>
            ) : (
              <Button key="create" type="submit" variant="savings" size="lg" loading={creation.isPending} disabled={!createArmed}>
                {creation.isPending ? 'Creating Deal...' : 'Create Cash to Discount Deal'}
              </Button>
            )}
          </Nav>
        </FormBody>
      </FormCard>
      <Aside aria-label="Deal guidance">
        <QualityScore score={score} caption="A clear title and description, an image, rising discounts and a price range of $10 or more make a strong deal." />
        <TipsPanel />
        <ExampleStructurePanel onUse={step === 2 ? applyExample : undefined} />
      </Aside>
    </Columns>
  );
}
