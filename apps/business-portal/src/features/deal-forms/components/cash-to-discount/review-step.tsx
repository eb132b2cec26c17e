import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { RECOMMENDED_DURATION_DAYS, RECOMMENDED_REDEMPTIONS } from '@marketplace/core/deals/domain/cash-to-discount';
import { cashToDiscountPriceOptions } from '@marketplace/core/deals/schemas/cash-to-discount-price-options';
import { parseIsoDate } from '@marketplace/core/shared/validation/messages';
import { ScheduleFields } from '@marketplace/web-common/components/forms/schedule-fields';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { formatDate } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { inputBinder } from '../bind-input.js';
import { FormSection, Hint } from '../form-kit.js';
import { percent, stepValues, usd, type WizardForm } from './wizard-fields.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from start to end, or null while either date is not a date. */
export function durationDays(startDate: string, endDate: string): number | null {
  const start = parseIsoDate(startDate.trim());
  const end = parseIsoDate(endDate.trim());
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** How the length compares with the recommendation: 14–90 days, 30–45 best. */
export function durationAdvice(days: number | null): string {
  const { min, max, bestMin, bestMax } = RECOMMENDED_DURATION_DAYS;
  if (days === null) return `We recommend ${min}–${max} days (${bestMin}–${bestMax} works best).`;
  const length = `${days} ${days === 1 ? 'day' : 'days'}`;
  if (days >= bestMin && days <= bestMax) return `${length}: right in the ${bestMin}–${bestMax} day sweet spot.`;
  if (days >= min && days <= max) return `${length}: within the recommended ${min}–${max} days (${bestMin}–${bestMax} works best).`;
  return `${length}: outside the recommended ${min}–${max} days (${bestMin}–${bestMax} works best).`;
}

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space(2)} ${space(4)};
  margin: 0;
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.semibold}; overflow-wrap: anywhere; }
`;

const Scale = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${space(1.5)};
  align-items: end;
`;

const ScaleItem = styled(Stack).attrs({ as: 'li', $gap: 1 })<{ $height: number }>`
  align-items: center;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  & .bar {
    width: 100%;
    height: ${({ $height }) => $height}px;
    border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
    background: linear-gradient(180deg, ${({ theme }) => theme.colors.savings}, ${({ theme }) => theme.colors.savingsSoft});
  }
  & strong { color: ${({ theme }) => theme.colors.savings}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
  & span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The six price options from the starting price as bars, taller for a larger discount. */
function PriceScale({ prices, steps }: { prices: readonly number[]; steps: readonly (number | undefined)[] }) {
  const largest = Math.max(1, ...steps.map((step) => step ?? 0));
  return (
    <Scale aria-label="Price scale" data-testid="price-scale">
      {prices.map((price, index) => {
        const step = steps[index] ?? 0;
        return (
          <ScaleItem key={price} $height={12 + Math.round((step / largest) * 72)}>
            <VisuallyHidden>
              Pay {usd(price)}, get {percent(step)} off
            </VisuallyHidden>
            <strong aria-hidden="true">{percent(step)}</strong>
            <div className="bar" aria-hidden="true" />
            <span aria-hidden="true">{usd(price)}</span>
          </ScaleItem>
        );
      })}
    </Scale>
  );
}

/** Step 3, Review & Finalize: the dates and redemptions, a summary of the whole deal and its price scale. */
export function ReviewStep({ form }: { form: WizardForm }) {
  const { register, formState, control } = form;
  const { errors } = formState;
  const values = useWatch({ control });
  const steps = stepValues(values);
  const days = durationDays(String(values.startDate ?? ''), String(values.endDate ?? ''));
  const field = inputBinder('c2d', register, errors);
  const start = field('startDate', 'c2d-duration-hint');
  const end = field('endDate', 'c2d-duration-hint');
  const redemptions = field('maxRedemptionsPerUser', 'c2d-redemptions-hint');
  const { min, max } = RECOMMENDED_REDEMPTIONS;
  const dateRange = [formatDate(String(values.startDate ?? '')), formatDate(String(values.endDate ?? ''))].filter(Boolean).join(' – ');

  return (
    <>
      <FormSection id="c2d-schedule" title="Schedule & limits">
        <ScheduleFields
          start={start}
          end={end}
          redemptions={redemptions}
          redemptionsLabel="Redemptions per user"
          datesHint={<Hint id="c2d-duration-hint">{durationAdvice(days)}</Hint>}
          redemptionsHint={
            <Hint id="c2d-redemptions-hint">
              We recommend {min}–{max} redemptions per user.
            </Hint>
          }
        />
      </FormSection>

      <FormSection id="c2d-summary" title="Deal summary">
        <Summary data-testid="deal-summary">
          <dt>Title</dt>
          <dd>{values.title || '—'}</dd>
          <dt>Category</dt>
          <dd>{values.category || '—'}</dd>
          <dt>Base price</dt>
          <dd>{usd(values.basePrice ?? 0)}</dd>
          <dt>Price range</dt>
          <dd>
            {usd(values.minPrice ?? 0)} – {usd(values.maxPrice ?? 0)}
          </dd>
          <dt>Discount range</dt>
          <dd>
            {percent(values.baseDiscount ?? 0)} – {percent(values.maxDiscount ?? 0)}
          </dd>
          <dt>Runs</dt>
          <dd>{dateRange || '—'}</dd>
          <dt>Redemptions per user</dt>
          <dd>{String(values.maxRedemptionsPerUser ?? '') || '—'}</dd>
        </Summary>
      </FormSection>

      <FormSection id="c2d-scale" title="Price scale" hint="What customers pay and the discount it unlocks.">
        <PriceScale prices={cashToDiscountPriceOptions(Number(values.minPrice ?? 0))} steps={steps} />
      </FormSection>
    </>
  );
}
