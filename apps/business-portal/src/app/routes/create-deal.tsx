import { StandardDealForm } from '../../features/deal-forms/components/standard-deal-form.js';
import { DealFormPage } from './deal-form-page.js';

/** /business/create-deal: the standard deal form (business-side section 2). */
export function CreateDealPage() {
  return (
    <DealFormPage
      documentTitle="Create Deal"
      eyebrow="New deal"
      title="Create a Deal"
      lead="Offer a fixed discount: customers pay a small price once and save a percentage on their visit."
    >
      {(business) => <StandardDealForm business={business} />}
    </DealFormPage>
  );
}
