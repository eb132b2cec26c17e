import { StandardDealForm } from '../../features/deal-forms/components/standard-deal-form.js';
import { DealFormPage } from './deal-form-page.js';

/** /business/create-deal: the standard deal form (business-side section 2). */
export function CreateDealPage() {
  return (
    <DealFormPage page="standard">
      {(business) => <StandardDealForm business={business} />}
    </DealFormPage>
  );
}
