import { FieldRow } from '@marketplace/web-common/components/forms/field-row';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import type { BindField } from './registration-fields.js';

/** Step 3: where customers redeem their deals (optional). */
export function LocationStep({ field }: { field: BindField }) {
  const address = field('address');
  const city = field('city');
  const state = field('state');
  const zip = field('zip');
  return (
    <>
      <Field label="Street Address" htmlFor={address.id} error={address.error}>
        <Input id={address.id} type="text" autoComplete="street-address" {...address.props} />
      </Field>
      <Field label="City" htmlFor={city.id} error={city.error}>
        <Input id={city.id} type="text" autoComplete="address-level2" {...city.props} />
      </Field>
      <FieldRow>
        <Field label="State" htmlFor={state.id} error={state.error}>
          <Input id={state.id} type="text" autoComplete="address-level1" {...state.props} />
        </Field>
        <Field label="Zip Code" htmlFor={zip.id} error={zip.error}>
          <Input id={zip.id} type="text" inputMode="numeric" autoComplete="postal-code" {...zip.props} />
        </Field>
      </FieldRow>
    </>
  );
}
