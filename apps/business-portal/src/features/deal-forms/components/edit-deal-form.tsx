import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { parseDiscountSteps } from '@marketplace/core/deals/domain/slider-pricing';
import type { OfferType } from '@marketplace/core/deals/schemas/deal-offer.schema';
import { ALL_DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Field } from '@marketplace/web-common/components/ui/field';
import { ScheduleFields } from '@marketplace/web-common/components/forms/schedule-fields';
import { Input } from '@marketplace/web-common/components/ui/input';
import type { BusinessDeal } from '../../../api/get-business-deals.js';
import { useUpdateDeal } from '../api/update-deal.js';
import { dealChanges, type EditableField } from '../deal-payloads.js';
import { editDealFormSchema, type EditDealFormValues } from '../edit-deal-form.schema.js';
import { formResolver } from '../form-resolver.js';
import { applyServerIssues } from '../server-issues.js';
import { CategorySelect } from './category-select.js';
import { inputBinder } from './bind-input.js';
import { describedBy, FormBody, FormCard, FormSection, Notice, TextArea } from './form-kit.js';
import { DealFormActions } from './deal-form-actions.js';
import { PictureField } from './picture-field.js';
import { OfferFields } from './offer-fields.js';

/** What the inputs hold when editing: text, the deal's own values to start with. */
export interface EditDealFields {
  title: string;
  description: string;
  category: string;
  price: string | number;
  offerType: OfferType;
  discountPercent: string | number;
  freeItem: string;
  startDate: string;
  endDate: string;
  maxRedemptionsPerUser: string | number;
  imageUrl: string;
}

const FIELDS: readonly EditableField[] = ['title', 'description', 'category', 'price', 'offerType', 'discountPercent', 'freeItem', 'startDate', 'endDate', 'maxRedemptionsPerUser', 'imageUrl'];

/** The date inputs show the UTC calendar day, as the deal's dates are stored and shown. */
const day = (iso: string) => iso.slice(0, 10);

export function editDefaults(deal: BusinessDeal): EditDealFields {
  return {
    title: deal.title,
    description: deal.description,
    category: deal.category,
    price: deal.price,
    offerType: deal.freeItem ? 'freeItem' : 'percent',
    discountPercent: deal.freeItem ? '' : deal.discountPercent,
    freeItem: deal.freeItem ?? '',
    startDate: day(deal.startDate),
    endDate: day(deal.endDate),
    maxRedemptionsPerUser: deal.maxRedemptionsPerUser,
    imageUrl: deal.imageUrl ?? '',
  };
}

/** "Active", "Paused" or "Draft": what the business needs to know about the deal's state. */
export function dealState(deal: BusinessDeal): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (deal.awaitingVerification) return { label: 'Draft · awaiting verification', tone: 'warning' };
  return deal.active ? { label: 'Active', tone: 'success' } : { label: 'Paused', tone: 'neutral' };
}

/** "Customers pay $5 to $30 and save 10%, 15%, 20%, 25%, 30% or 35%." */
function priceOptionsSentence(deal: BusinessDeal, steps: number[] | null): string {
  const range = deal.minPrice !== null && deal.maxPrice !== null ? `$${deal.minPrice} to $${deal.maxPrice}` : `from $${deal.price}`;
  const savings = steps?.length ? `${steps.slice(0, -1).map((step) => `${step}%`).join(', ')}${steps.length > 1 ? ' or ' : ''}${steps[steps.length - 1]}%` : `${deal.discountPercent}% or more`;
  return `Customers pay ${range} and save ${savings}.`;
}

const StateRow = styled(Cluster)`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Edits a deal with the fields PATCH /api/deals/:id accepts (core's update schema). A Cash to
 * Discount or slider deal keeps its price options: only its texts, dates, limit and image change.
 */
export function EditDealForm({ deal }: { deal: BusinessDeal }) {
  const update = useUpdateDeal(deal.id);
  const { register, handleSubmit, control, formState, setError } = useForm<EditDealFields, unknown, EditDealFormValues>({
    resolver: formResolver<EditDealFields, typeof editDealFormSchema>(editDealFormSchema),
    defaultValues: editDefaults(deal),
  });
  const { errors, dirtyFields, isDirty } = formState;
  const [imageUrl, category, offerType] = useWatch({ control, name: ['imageUrl', 'category', 'offerType'] });
  const state = dealState(deal);
  const steps = deal.isSliderDeal ? parseDiscountSteps(deal.discountSteps) : null;

  const submit = handleSubmit((values) => {
    const changed = new Set(FIELDS.filter((field) => dirtyFields[field]));
    update.mutate(dealChanges(values, changed), { onError: (error) => applyServerIssues(error, FIELDS, setError) });
  });

  const input = inputBinder('edit', register, errors);
  const title = input('title');
  const price = input('price');
  const discount = input('discountPercent');
  const freeItem = input('freeItem');
  const start = input('startDate');
  const end = input('endDate');
  const redemptions = input('maxRedemptionsPerUser');
  const descriptionError = errors.description?.message;

  return (
    <FormCard>
      <FormBody noValidate aria-label="Edit deal" onSubmit={submit}>
        <StateRow>
          Status <Badge $tone={state.tone}>{state.label}</Badge>
          {deal.isSliderDeal ? <Badge $tone="savings">Cash to Discount</Badge> : null}
        </StateRow>

        <FormSection id="edit-details" title="Deal details">
          <Field label="Title" htmlFor={title.id} error={title.error}>
            <Input id={title.id} type="text" autoComplete="off" {...title.props} />
          </Field>
          <Field label="Description" htmlFor="edit-description" error={descriptionError}>
            <TextArea id="edit-description" $invalid={!!descriptionError} aria-invalid={!!descriptionError} aria-describedby={describedBy('edit-description', { error: descriptionError })} {...register('description')} />
          </Field>
          <CategorySelect id="edit-category" allowed={ALL_DEAL_CATEGORIES} fromApi error={errors.category?.message} selectProps={register('category')} />
        </FormSection>

        <FormSection id="edit-pricing" title="Price & discount">
          {deal.isSliderDeal ? (
            <Notice title="Price options are fixed">
              {priceOptionsSentence(deal, steps)} Create a new deal to offer different price options.
            </Notice>
          ) : (
            <>
              <Field label="Price ($)" htmlFor={price.id} error={price.error}>
                <Input id={price.id} type="number" inputMode="decimal" min="0.01" step="0.01" {...price.props} />
              </Field>
              <OfferFields idPrefix="edit" offerType={offerType} choice={register('offerType')} discount={{ props: register('discountPercent'), error: discount.error }} freeItem={{ props: register('freeItem'), error: freeItem.error }} />
            </>
          )}
        </FormSection>

        <FormSection id="edit-schedule" title="Schedule & limits">
          <ScheduleFields start={start} end={end} redemptions={redemptions} />
        </FormSection>

        <FormSection id="edit-image" title="Image" hint="Clear the address to remove the image.">
          <PictureField id="edit-imageUrl" url={imageUrl} category={category} error={errors.imageUrl?.message} inputProps={register('imageUrl')} />
        </FormSection>

        <DealFormActions pending={update.isPending} disabled={!isDirty} label="Save Changes" pendingLabel="Saving..." />
      </FormBody>
    </FormCard>
  );
}
