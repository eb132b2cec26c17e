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
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import type { useBusinessRegistration } from '../api/business-register.js';
import { useRegistrationCategories } from '../registration-categories.js';
import { AccountStep } from './registration/account-step.js';
import { BusinessStep } from './registration/business-step.js';
import { ConfirmStep } from './registration/confirm-step.js';
import { LocationStep } from './registration/location-step.js';
import { EMPTY_REGISTRATION, isFieldName, type FieldBinding, type FieldName, type RegistrationFields } from './registration/registration-fields.js';
import { StepIndicator } from './step-indicator.js';

const LAST_STEP = BUSINESS_REGISTRATION_STEPS.length - 1;

const resolver = zodResolver(businessRegistrationFormSchema) as unknown as Resolver<RegistrationFields, unknown, BusinessRegistrationFormValues>;

const StepPanel = styled(Stack)`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
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
  const form = useForm<RegistrationFields, unknown, BusinessRegistrationFormValues>({ resolver, defaultValues: EMPTY_REGISTRATION, mode: 'onSubmit' });
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

  const field = (name: FieldName): FieldBinding => {
    const error = errors[name]?.message;
    const registered = register(name, { onChange: () => revalidate(name) });
    return { id: `register-${name}`, error, props: { $invalid: !!error, 'aria-invalid': !!error, 'aria-describedby': `register-${name}-error`, ...registered } };
  };

  const current = BUSINESS_REGISTRATION_STEPS[step] ?? BUSINESS_REGISTRATION_STEPS[0];
  return (
    <Stack as="form" $gap={4} noValidate onSubmit={onSubmit} aria-label="Business registration">
      <StepIndicator steps={BUSINESS_REGISTRATION_STEPS} current={step} onBack={goBack} />
      <StepPanel as="fieldset">
        <legend>
          <StepHeading ref={headingRef} tabIndex={-1}>
            Step {current.step} of {BUSINESS_REGISTRATION_STEPS.length}: {current.title}
          </StepHeading>
        </legend>
        <StepHint>{STEP_HINTS[step]}</StepHint>

        {step === 0 ? <AccountStep field={field} /> : null}
        {step === 1 ? <BusinessStep field={field} categories={categories} /> : null}
        {step === 2 ? <LocationStep field={field} /> : null}
        {step === 3 ? <ConfirmStep values={getValues()} failure={registration.isError ? errorDescription(registration.error) : null} /> : null}
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
    </Stack>
  );
}
