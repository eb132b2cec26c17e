import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { FREE_ITEM_MAX_LENGTH, type OfferType } from '@marketplace/core/deals/schemas/deal-offer.schema';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { describedBy } from './form-kit.js';

const Choices = styled(Cluster).attrs({ as: 'fieldset', $gap: 4, $align: 'stretch' })`
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${space(2)};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

interface OfferInput {
  readonly props: UseFormRegisterReturn;
  readonly error?: string | undefined;
}

/**
 * What a standard deal offers: "Percentage off" asks for the discount, "Free item" for the
 * item's name (the other field is not asked and not sent).
 */
export function OfferFields({ idPrefix, offerType, choice, discount, freeItem }: { idPrefix: string; offerType: OfferType | string | undefined; choice: UseFormRegisterReturn; discount: OfferInput; freeItem: OfferInput }) {
  const discountId = `${idPrefix}-discountPercent`;
  const freeItemId = `${idPrefix}-freeItem`;
  return (
    <>
      <Choices>
        <legend>What the deal offers</legend>
        <label>
          <input type="radio" value="percent" {...choice} /> Percentage off
        </label>
        <label>
          <input type="radio" value="freeItem" {...choice} /> Free item
        </label>
      </Choices>
      {offerType === 'freeItem' ? (
        <Field label="Free item name" htmlFor={freeItemId} error={freeItem.error}>
          <Input id={freeItemId} type="text" maxLength={FREE_ITEM_MAX_LENGTH} placeholder="e.g. Coffee with any pastry" autoComplete="off" $invalid={!!freeItem.error} aria-invalid={!!freeItem.error} aria-describedby={describedBy(freeItemId, { error: freeItem.error })} {...freeItem.props} />
        </Field>
      ) : (
        <Field label="Discount (%)" htmlFor={discountId} error={discount.error}>
          <Input id={discountId} type="number" inputMode="numeric" min="1" max="100" step="1" placeholder="e.g. 20" $invalid={!!discount.error} aria-invalid={!!discount.error} aria-describedby={describedBy(discountId, { error: discount.error })} {...discount.props} />
        </Field>
      )}
    </>
  );
}
