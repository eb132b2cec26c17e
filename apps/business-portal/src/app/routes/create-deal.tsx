import { BackToDashboard, Page, PageHeader } from '../../features/deal-forms/components/form-kit.js';
import { StandardDealForm } from '../../features/deal-forms/components/standard-deal-form.js';
import { RequireBusiness } from '../guards.js';

/** /business/create-deal: the standard deal form (business-side section 2). */
export function CreateDealPage() {
  return (
    <RequireBusiness>
      {(business) => (
        <Page>
          <title>Create Deal · Discount Marketplace</title>
          <BackToDashboard />
          <PageHeader eyebrow="New deal" title="Create a Deal" lead="Offer a fixed discount: customers pay a small price once and save a percentage on their visit." />
          <StandardDealForm business={business} />
        </Page>
      )}
    </RequireBusiness>
  );
}
