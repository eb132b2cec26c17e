import type { UseFormRegisterReturn } from 'react-hook-form';

/** Every input of the wizard holds a string; core's schema turns them into the payload. */
export type FieldName = 'name' | 'email' | 'password' | 'confirmPassword' | 'category' | 'description' | 'address' | 'city' | 'state' | 'zip';
export type RegistrationFields = Record<FieldName, string>;

export const EMPTY_REGISTRATION: RegistrationFields = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  category: '',
  description: '',
  address: '',
  city: '',
  state: '',
  zip: '',
};

export function isFieldName(path: string): path is FieldName {
  return Object.hasOwn(EMPTY_REGISTRATION, path);
}

/** What a step needs to render one input: its id, its message and the props wiring it to the form. */
export interface FieldBinding {
  id: string;
  error: string | undefined;
  props: { $invalid: boolean; 'aria-invalid': boolean; 'aria-describedby': string } & UseFormRegisterReturn<FieldName>;
}

export type BindField = (name: FieldName) => FieldBinding;
