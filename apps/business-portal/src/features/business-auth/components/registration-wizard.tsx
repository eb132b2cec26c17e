import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  BUSINESS_REGISTRATION_STEPS,
  businessRegistrationFormSchema,
  type BusinessRegistrationFormValues,
} from '@marketplace/core/accounts/schemas/business-auth.schema';
import { ApiError, errorDescription } from '@marketplace/web-common/api/api-client';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import type { useBusinessRegistration } from '../api/business-register.js';
import { useRegistrationCategories } from '../registration-categories.js';
import { Form } from './business-login-form.js';
import { FormAlert } from './form-alert.js';
import { StepIndicator } from './step-indicator.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

/** Every input of the wizard holds a string; core's schema turns them into the payload. */
type FieldName = 'name' | 'email' | 'password' | 'confirmPassword' | 'category' | 'description' | 'address' | 'city' | 'state' | 'zip';
type RegistrationFields = Record<FieldName, string>;

const EMPTY: RegistrationFields = {
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

const LAST_STEP = BUSINESS_REGISTRATION_STEPS.length - 1;

const resolver = zodResolver(businessRegistrationFormSchema) as unknown as Resolver<RegistrationFields, unknown, BusinessRegistrationFormValues>;

const StepPanel = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  & legend { padding: 0; margin-bottom: ${space(1)}; }
`;

const StepHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.lg};
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const StepHint = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pair = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) { grid-template-columns: 1fr 1fr; }
`;

const CategorySelect = styled(Select)<{ $invalid?: boolean }>`
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${space(2.5)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
`;

const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${space(2)} ${space(4)};
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.medium}; overflow-wrap: anywhere; }
`;

const Notice = styled.p`
  padding: ${space(3)} ${space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Back and Continue side by side; on a phone stacked full width, the way forward on top. */
const Nav = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex-direction: row;
    justify-content: space-between;
    & > :last-child { margin-left: auto; }
  }
`;

const STEP_HINTS = [
  'Your sign-in details.',
  'What you offer, so shoppers can find you.',
  'Where customers redeem their deals. Optional, you can add it later.',
  'Check your details, then create your account.',
];

/** The first step (index) owning one of `fields`, or -1. */
function firstStepOf(fields: readonly string[]): number {
  return BUSINESS_REGISTRATION_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)));
}

function isFieldName(path: string): path is FieldName {
  return Object.hasOwn(EMPTY, path);
}

/**
 * The 4-step registration wizard (business-side sections 2 and 5): Account, Business, Location,
 * Confirm. Continue moves on once the current step's fields pass core's schema; Back and the
 * numbers of finished steps go back; later steps cannot be jumped to. The last step registers.
 */
export function RegistrationWizard({ registration }: { registration: ReturnType<typeof useBusinessRegistration> }) {
  const [step, setStep] = useState(0);
  const { categories } = useRegistrationCategories();
  // Nothing is checked while typing until Continue has been tried on the step; from then on the
  // step's messages follow every keystroke (so none vanishes under the pointer on the next click).
  const form = useForm<RegistrationFields, unknown, BusinessRegistrationFormValues>({ resolver, defaultValues: EMPTY, mode: 'onSubmit' });
  const { register, formState, trigger, getValues, setError, handleSubmit } = form;
  const { errors } = formState;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const attempted = useRef(new Set<number>());

  // After a move, focus goes to the new step's heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (index: number) => {
    moved.current = true;
    // A refusal belongs to the attempt it answered: moving on clears it.
    if (registration.isError) registration.reset();
    setStep(index);
  };

  const goBack = (index: number) => {
    if (index < step) goTo(index);
  };

  const continueToNext = async () => {
    const current = BUSINESS_REGISTRATION_STEPS[step];
    if (!current) return;
    attempted.current.add(step);
    const valid = await trigger([...current.fields], { shouldFocus: true });
    if (valid) goTo(Math.min(step + 1, LAST_STEP));
  };

  /** Puts the server's field issues (and "email taken") on their fields and goes back to their step. */
  const showServerProblem = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    const problems = error.issues.flatMap((issue) => (isFieldName(issue.path) ? [{ field: issue.path, message: issue.message }] : []));
    if (error.status === 409) problems.push({ field: 'email', message: errorDescription(error) });
    if (problems.length === 0) return;
    const back = firstStepOf(problems.map((problem) => problem.field));
    if (back >= 0) {
      attempted.current.add(back);
      goTo(back);
    }
    for (const problem of problems) setError(problem.field, { type: 'server', message: problem.message });
  };

  const submitRegistration = handleSubmit(
    ({ confirmPassword: _confirmation, ...payload }) => registration.mutate(payload, { onError: showServerProblem }),
    (invalid) => {
      const back = firstStepOf(Object.keys(invalid));
      if (back >= 0) attempted.current.add(back);
      if (back >= 0 && back !== step) goTo(back);
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      // Enter in a field of an earlier step means Continue.
      event.preventDefault();
      void continueToNext();
      return;
    }
    void submitRegistration(event);
  };

  const revalidate = (name: FieldName) => {
    if (!attempted.current.has(step)) return;
    // The confirmation is checked against the password: a new password re-checks both.
    void trigger(name === 'password' ? ['password', 'confirmPassword'] : name);
  };

  const field = (name: FieldName) => {
    const error = errors[name]?.message;
    const registered = register(name, { onChange: () => revalidate(name) });
    return { id: `register-${name}`, error, props: { $invalid: !!error, 'aria-invalid': !!error, 'aria-describedby': `register-${name}-error`, ...registered } };
  };

  const current = BUSINESS_REGISTRATION_STEPS[step] ?? BUSINESS_REGISTRATION_STEPS[0];
  const values = getValues();
  const name = field('name');
  const email = field('email');
  const password = field('password');
  const confirm = field('confirmPassword');
  const category = field('category');
  const description = field('description');
  const address = field('address');
  const city = field('city');
  const state = field('state');
  const zip = field('zip');
  const location = [values.address, values.city, [values.state, values.zip].filter(Boolean).join(' ')].map((part) => part.trim()).filter(Boolean).join(', ');

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Business registration">
      <StepIndicator steps={BUSINESS_REGISTRATION_STEPS} current={step} onBack={goBack} />
      <StepPanel>
        <legend>
          <StepHeading ref={headingRef} tabIndex={-1}>
            Step {current.step} of {BUSINESS_REGISTRATION_STEPS.length}: {current.title}
          </StepHeading>
        </legend>
        <StepHint>{STEP_HINTS[step]}</StepHint>

        {step === 0 ? (
          <>
            <Field label="Business Name" htmlFor={name.id} error={name.error}>
              <Input id={name.id} type="text" autoComplete="organization" {...name.props} />
            </Field>
            <Field label="Email" htmlFor={email.id} error={email.error}>
              <Input id={email.id} type="email" autoComplete="email" placeholder="you@yourbusiness.com" {...email.props} />
            </Field>
            <Pair>
              <Field label="Password" htmlFor={password.id} error={password.error}>
                <Input id={password.id} type="password" autoComplete="new-password" {...password.props} />
              </Field>
              <Field label="Confirm Password" htmlFor={confirm.id} error={confirm.error}>
                <Input id={confirm.id} type="password" autoComplete="new-password" {...confirm.props} />
              </Field>
            </Pair>
          </>
        ) : null}

        {step === 1 ? (
          <>
            <Field label="Category" htmlFor={category.id} error={category.error}>
              <CategorySelect id={category.id} {...category.props}>
                <option value="">Select a category</option>
                {categories.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </CategorySelect>
            </Field>
            <Field label="Description (optional)" htmlFor={description.id} error={description.error}>
              <TextArea id={description.id} placeholder="Tell customers what makes your business special" {...description.props} />
            </Field>
          </>
        ) : null}

        {step === 2 ? (
          <>
            <Field label="Street Address" htmlFor={address.id} error={address.error}>
              <Input id={address.id} type="text" autoComplete="street-address" {...address.props} />
            </Field>
            <Field label="City" htmlFor={city.id} error={city.error}>
              <Input id={city.id} type="text" autoComplete="address-level2" {...city.props} />
            </Field>
            <Pair>
              <Field label="State" htmlFor={state.id} error={state.error}>
                <Input id={state.id} type="text" autoComplete="address-level1" {...state.props} />
              </Field>
              <Field label="Zip Code" htmlFor={zip.id} error={zip.error}>
                <Input id={zip.id} type="text" inputMode="numeric" autoComplete="postal-code" {...zip.props} />
              </Field>
            </Pair>
          </>
        ) : null}

        {step === 3 ? (
          <>
            <Summary>
              <dt>Business</dt>
              <dd>{values.name.trim()}</dd>
              <dt>Email</dt>
              <dd>{values.email.trim()}</dd>
              <dt>Category</dt>
              <dd>{values.category}</dd>
              <dt>Description</dt>
              <dd>{values.description.trim() || 'Not provided'}</dd>
              <dt>Location</dt>
              <dd>{location || 'Not provided'}</dd>
            </Summary>
            <Notice>
              Our team verifies every new business with a quick phone call. You can use your dashboard and create deals right away. {DRAFT_NOTICE}
            </Notice>
            {registration.isError ? <FormAlert title="Registration failed" message={errorDescription(registration.error)} /> : null}
          </>
        ) : null}
      </StepPanel>

      <Nav>
        {step > 0 ? (
          <Button variant="secondary" onClick={() => goBack(step - 1)}>
            Back
          </Button>
        ) : null}
        {step < LAST_STEP ? (
          <Button type="submit">Continue</Button>
        ) : (
          <Button type="submit" variant="savings" loading={registration.isPending}>
            Create Business Account
          </Button>
        )}
      </Nav>
    </Form>
  );
}
