import { CashToDiscountWizard } from '../../features/deal-forms/components/cash-to-discount/cash-to-discount-wizard.js';
import { DealFormPage } from './deal-form-page.js';

/** /business/create-cash-to-discount-deal: the 3-step Cash to Discount wizard (business-side sections 2, 4, 5 and 9). */
export function CreateCashToDiscountDealPage() {
  return (
    <DealFormPage page="cashToDiscount">
      {(business) => <CashToDiscountWizard business={business} />}
    </DealFormPage>
  );
}
