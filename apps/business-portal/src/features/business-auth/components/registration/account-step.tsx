import { FieldRow } from '@marketplace/web-common/components/forms/field-row';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import type { BindField } from './registration-fields.js';

/** Step 1: the sign-in details. */
export function AccountStep({ field }: { field: BindField }) {
  const name = field('name');
  const email = field('email');
  const password = field('password');
  const confirm = field('confirmPassword');
  return (
    <>
      <Field label="Business Name" htmlFor={name.id} error={name.error}>
        <Input id={name.id} type="text" autoComplete="organization" {...name.props} />
      </Field>
      <Field label="Email" htmlFor={email.id} error={email.error}>
        <Input id={email.id} type="email" autoComplete="email" placeholder="you@yourbusiness.com" {...email.props} />
      </Field>
      <FieldRow>
        <Field label="Password" htmlFor={password.id} error={password.error}>
          <Input id={password.id} type="password" autoComplete="new-password" {...password.props} />
        </Field>
        <Field label="Confirm Password" htmlFor={confirm.id} error={confirm.error}>
          <Input id={confirm.id} type="password" autoComplete="new-password" {...confirm.props} />
        </Field>
      </FieldRow>
    </>
  );
}
