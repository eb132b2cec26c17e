import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import type { BoundInput } from '@marketplace/web-common/components/forms/schedule-fields';
import { describedBy } from './form-kit.js';

/**
 * Binds a deal form's inputs: id `${prefix}-${name}`, the field's message, aria-invalid,
 * aria-describedby (the message, and `hint` when given) and the registration.
 */
export function inputBinder<T extends FieldValues>(prefix: string, register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>, hint?: string): BoundInput => {
    const error = (get(errors, name) as { message?: string } | undefined)?.message;
    const id = `${prefix}-${name}`;
    const described = hint === undefined ? describedBy(id, { error }) : describedBy(id, { error, hint });
    return { id, error, props: { $invalid: !!error, 'aria-invalid': !!error, 'aria-describedby': described, ...register(name) } };
  };
}
