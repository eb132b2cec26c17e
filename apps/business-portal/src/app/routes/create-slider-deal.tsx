import { SliderDealForm } from '../../features/deal-forms/components/slider-deal-form.js';
import { DealFormPage } from './deal-form-page.js';

/** /business/create-slider-deal: the earlier single-page slider-deal form (business-side sections 2 and 3). */
export function CreateSliderDealPage() {
  return (
    <DealFormPage page="slider">
      {(business) => <SliderDealForm business={business} />}
    </DealFormPage>
  );
}
