import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/field.js';
import { Input } from '../ui/input.js';

/** A labelled password input wired to react-hook-form, with its error and autocomplete hint. */
export function PasswordInput({ id, label, error, autoComplete, registration }: {
  id: string;
  label: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input id={id} type="password" autoComplete={autoComplete} $invalid={!!error} aria-invalid={!!error} aria-describedby={`${id}-error`} {...registration} />
    </Field>
  );
}
