import { useState, type SyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newDealDefaults } from '@marketplace/core/deals/domain/deal-defaults';
import { nextStandardFormStep, standardDealQuality } from '@marketplace/core/deals/domain/deal-quality';
import { DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import {
  standardDealFormSchema,
  type StandardDealFormInput,
  type StandardDealFormValues,
} from '@marketplace/core/deals/schemas/standard-deal.schema';
import { dollarsToCents, formatUsd } from '@marketplace/core/shared/domain/money';
import { Field } from '@marketplace/web-common/components/ui/field';
import { ScheduleFields } from '@marketplace/web-common/components/forms/schedule-fields';
import { Input } from '@marketplace/web-common/components/ui/input';
import { formatOffer } from '@marketplace/web-common/format';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { useCreateDeal, type CreateDealToasts } from '../api/create-deal.js';
import { standardDealPayload } from '../deal-payloads.js';
import { formResolver } from '../form-resolver.js';
import { applyServerIssues } from '../server-issues.js';
import { CategorySelect } from './category-select.js';
import { inputBinder } from './bind-input.js';
import { Aside, Columns, describedBy, FormBody, FormCard, FormSection, Hint, TextArea, UnverifiedNotice } from './form-kit.js';
import { DealFormActions } from './deal-form-actions.js';
import { PictureField } from './picture-field.js';
import { MarketingTip } from './marketing-tip.js';
import { OfferFields } from './offer-fields.js';
import { QualityScore } from './quality-score.js';
import { StepIndicator } from './step-indicator.js';

/** What the inputs hold: the category select starts blank. */
export type StandardDealFields = Omit<StandardDealFormInput, 'category'> & { category: string };

export const STANDARD_FORM_STEPS = ['Get started', 'Deal details', 'Price & discount', 'Schedule & limits'] as const;

export const STANDARD_DEAL_TOASTS: CreateDealToasts = {
  successTitle: 'Deal Created',
  successDescription: 'Your new deal has been successfully created.',
  failureTitle: 'Failed to Create Deal',
};

const FIELDS = ['title', 'description', 'category', 'price', 'discountPercent', 'freeItem', 'startDate', 'endDate', 'maxRedemptionsPerUser', 'imageUrl'] as const;

function initialValues(): StandardDealFields {
  return { title: '', description: '', category: '', price: '', offerType: 'percent', discountPercent: '', freeItem: '', imageUrl: '', ...newDealDefaults(new Date()) };
}

/** "Customers pay $10.00 to unlock 20% off" (or "Free: Coffee"), once the values make sense. */
function offerSentence(values: Partial<StandardDealFields>): string {
  const amount = Number(values.price);
  const percent = Number(values.discountPercent);
  const item = String(values.freeItem ?? '').trim();
  const offer = values.offerType === 'freeItem' ? (item ? formatOffer({ discountPercent: 0, freeItem: item }) : '') : percent >= 1 && percent <= 100 ? formatOffer({ discountPercent: Math.round(percent) }) : '';
  if (!(amount > 0) || !Number.isFinite(amount) || !offer) return 'Customers pay the price once to unlock the offer at your business.';
  return `Customers pay ${formatUsd(dollarsToCents(amount))} to unlock ${offer}.`;
}

/**
 * The standard deal form (/business/create-deal): core's standard schema and messages, the
 * four-step indicator (it only moves up), the quality score and the rotating marketing tip.
 */
export function StandardDealForm({ business }: { business: BusinessAccount }) {
  const creation = useCreateDeal(STANDARD_DEAL_TOASTS);
  const [step, setStep] = useState(1);
  const { register, handleSubmit, control, formState, setError } = useForm<StandardDealFields, unknown, StandardDealFormValues>({
    resolver: formResolver<StandardDealFields, typeof standardDealFormSchema>(standardDealFormSchema),
    defaultValues: initialValues(),
  });
  const values = useWatch({ control });
  const { errors } = formState;
  const score = standardDealQuality(values);

  // The indicator follows the field being touched (typed in or left) and never goes back.
  const follow = (event: SyntheticEvent) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setStep((current) => nextStandardFormStep(current, name));
  };

  const submit = handleSubmit((deal) => {
    creation.mutate(standardDealPayload(deal), { onError: (error) => applyServerIssues(error, FIELDS, setError) });
  });

  const text = inputBinder('deal', register, errors);
  const title = text('title');
  const price = text('price');
  const discount = text('discountPercent');
  const freeItem = text('freeItem');
  const start = text('startDate');
  const end = text('endDate');
  const redemptions = text('maxRedemptionsPerUser');
  const descriptionError = errors.description?.message;

  return (
    <Columns>
      <FormCard>
        <FormBody noValidate aria-label="Create deal" onSubmit={submit} onChange={follow} onBlur={follow}>
          <StepIndicator steps={STANDARD_FORM_STEPS} current={step} label="Deal creation progress" />

          <FormSection id="details" title="Deal details" hint="What customers get, in a few words and a fuller description.">
            <Field label="Title" htmlFor={title.id} error={title.error}>
              <Input id={title.id} type="text" placeholder="e.g. 20% off weekend brunch" autoComplete="off" {...title.props} />
            </Field>
            <Field label="Description" htmlFor="deal-description" error={descriptionError}>
              <TextArea
                id="deal-description"
                placeholder="What is included, when it can be used and anything customers should know."
                $invalid={!!descriptionError}
                aria-invalid={!!descriptionError}
                aria-describedby={describedBy('deal-description', { error: descriptionError, hint: true })}
                {...register('description')}
              />
              <Hint id="deal-description-hint">
                {String(values.description ?? '').trim().length} characters. Descriptions over 50, 100 and 200 characters raise your quality score.
              </Hint>
            </Field>
            <CategorySelect id="deal-category" allowed={DEAL_CATEGORIES} fromApi error={errors.category?.message} selectProps={register('category')} />
          </FormSection>

          <FormSection id="pricing" title="Price & discount" hint={offerSentence(values)}>
            <Field label="Price ($)" htmlFor={price.id} error={price.error}>
              <Input id={price.id} type="number" inputMode="decimal" min="0.01" step="0.01" placeholder="e.g. 10.00" {...price.props} />
            </Field>
            <OfferFields idPrefix="deal" offerType={values.offerType} choice={register('offerType')} discount={{ props: register('discountPercent'), error: discount.error }} freeItem={{ props: register('freeItem'), error: freeItem.error }} />
          </FormSection>

          <FormSection id="schedule" title="Schedule & limits" hint="New deals run for 30 days from today unless you change the dates.">
            <ScheduleFields start={start} end={end} redemptions={redemptions} />
          </FormSection>

          <FormSection id="image" title="Image" hint="Optional, but deals with a photo earn 15 quality points.">
            <PictureField id="deal-imageUrl" url={String(values.imageUrl ?? '')} category={String(values.category ?? '')} error={errors.imageUrl?.message} inputProps={register('imageUrl')} />
          </FormSection>

          {business.verified ? null : <UnverifiedNotice />}

          <DealFormActions pending={creation.isPending} label="Create Deal" pendingLabel="Creating Deal..." />
        </FormBody>
      </FormCard>
      <Aside aria-label="Deal quality">
        <QualityScore score={score} caption="Complete every field, write a rich description, offer a generous discount and add an image to reach 100." />
        <MarketingTip />
      </Aside>
    </Columns>
  );
}
