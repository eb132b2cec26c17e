import { BackToDashboard, Page, PageHeader } from '../../features/deal-forms/components/form-kit.js';
import { SliderDealForm } from '../../features/deal-forms/components/slider-deal-form.js';
import { RequireBusiness } from '../guards.js';

/** /business/create-slider-deal: the earlier single-page slider-deal form (business-side sections 2 and 3). */
export function CreateSliderDealPage() {
  return (
    <RequireBusiness>
      {(business) => (
        <Page>
          <title>Create Slider Deal · Discount Marketplace</title>
          <BackToDashboard />
          <PageHeader eyebrow="New slider deal" title="Create a Slider Deal" lead="Let customers choose what to pay: every $5 step up unlocks a bigger discount." />
          <SliderDealForm business={business} />
        </Page>
      )}
    </RequireBusiness>
  );
}
