import { SliderDealForm } from '../../features/deal-forms/components/slider-deal-form.js';
import { DealFormPage } from './deal-form-page.js';

/** /business/create-slider-deal: the earlier single-page slider-deal form (business-side sections 2 and 3). */
export function CreateSliderDealPage() {
  return (
    <DealFormPage
      documentTitle="Create Slider Deal"
      eyebrow="New slider deal"
      title="Create a Slider Deal"
      lead="Let customers choose what to pay: every $5 step up unlocks a bigger discount."
    >
      {(business) => <SliderDealForm business={business} />}
    </DealFormPage>
  );
}
