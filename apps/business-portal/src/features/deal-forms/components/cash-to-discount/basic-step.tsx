import { useWatch } from 'react-hook-form';
import { CASH_TO_DISCOUNT_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { CategorySelect } from '../category-select.js';
import { describedBy, TextArea } from '../form-kit.js';
import { PictureField } from '../picture-field.js';
import type { WizardForm } from './wizard-fields.js';

/** Step 1, Basic Information: title, description, category (the wizard's own list) and image URL. */
export function BasicStep({ form }: { form: WizardForm }) {
  const { register, formState, control } = form;
  const { errors } = formState;
  const [imageUrl, category] = useWatch({ control, name: ['imageUrl', 'category'] });
  const titleError = errors.title?.message;
  const descriptionError = errors.description?.message;
  return (
    <>
      <Field label="Deal title" htmlFor="c2d-title" error={titleError}>
        <Input id="c2d-title" type="text" placeholder="e.g. Spend more, save more on brunch" autoComplete="off" $invalid={!!titleError} aria-invalid={!!titleError} aria-describedby={describedBy('c2d-title', { error: titleError })} {...register('title')} />
      </Field>
      <Field label="Description" htmlFor="c2d-description" error={descriptionError}>
        <TextArea
          id="c2d-description"
          placeholder="Tell customers what they can use the discount on and anything they should know."
          $invalid={!!descriptionError}
          aria-invalid={!!descriptionError}
          aria-describedby={describedBy('c2d-description', { error: descriptionError })}
          {...register('description')}
        />
      </Field>
      <CategorySelect id="c2d-category" allowed={CASH_TO_DISCOUNT_CATEGORIES} error={errors.category?.message} selectProps={register('category')} />
      <PictureField id="c2d-imageUrl" url={imageUrl} category={category} error={errors.imageUrl?.message} inputProps={register('imageUrl')} />
    </>
  );
}
