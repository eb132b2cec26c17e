import { CashToDiscountWizard } from '../../features/deal-forms/components/cash-to-discount/cash-to-discount-wizard.js';
import { DealFormPage } from './deal-form-page.js';

/** /business/create-cash-to-discount-deal: the 3-step Cash to Discount wizard (business-side sections 2, 4, 5 and 9). */
export function CreateCashToDiscountDealPage() {
  return (
    <DealFormPage
      documentTitle="Create Cash to Discount Deal"
      eyebrow="Cash to Discount"
      title="Create a Cash to Discount Deal"
      lead="Customers choose one of six prices, from $5 to $30 by default, up front; the more they pay, the bigger the discount they unlock at your business."
    >
      {(business) => <CashToDiscountWizard business={business} />}
    </DealFormPage>
  );
}
