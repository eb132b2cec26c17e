import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  WAITLIST_FORM_DEFAULTS,
  WAITLIST_RATING_OPTIONS,
  waitlistFormSchema,
  type WaitlistFormInput,
  type WaitlistFormValues,
} from '@marketplace/core/waitlist/schemas/waitlist.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input, Select, TextArea } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { Stack } from '@marketplace/web-common/components/layout/stack';

const Choices = styled(Stack).attrs({ as: 'fieldset', $gap: 2 })`
  border: 0;
  margin: 0;
  padding: 0;
  & legend { font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: ${({ theme }) => theme.font.weights.medium}; margin-bottom: ${space(1.5)}; }
  & label { display: flex; align-items: center; gap: ${space(2)}; cursor: pointer; }
  & p { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.danger}; }
`;

const TEXT_FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The waitlist sign-up (business-side sections 4 and 5) on core's waitlistFormSchema. */
export function WaitlistForm({ onSubmit, submitting }: { onSubmit: (values: WaitlistFormValues) => void; submitting: boolean }) {
  const { register, handleSubmit, formState } = useForm<WaitlistFormInput, unknown, WaitlistFormValues>({
    resolver: zodResolver(waitlistFormSchema),
    defaultValues: { ...WAITLIST_FORM_DEFAULTS },
  });
  const { errors } = formState;
  return (
    <Stack as="form" $gap={4} noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Join the waitlist">
      {TEXT_FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        const id = `waitlist-${field.name}`;
        return (
          <Field key={field.name} label={field.label} htmlFor={id} error={error}>
            <Input id={id} type={field.type} autoComplete={field.autoComplete} $invalid={!!error} aria-invalid={!!error} aria-describedby={`${id}-error`} {...register(field.name)} />
          </Field>
        );
      })}
      <Choices aria-describedby="waitlist-type-error">
        <legend>I am a</legend>
        <label>
          <input type="radio" value="discounter" {...register('type')} /> Customer (discounter)
        </label>
        <label>
          <input type="radio" value="business" {...register('type')} /> Business
        </label>
        {errors.type?.message ? (
          <p id="waitlist-type-error" role="alert">
            {errors.type.message}
          </p>
        ) : null}
      </Choices>
      <Field label="How interested are you?" htmlFor="waitlist-rating" error={errors.rating?.message}>
        <Select id="waitlist-rating" aria-invalid={!!errors.rating} aria-describedby="waitlist-rating-error" {...register('rating')}>
          {WAITLIST_RATING_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value} - {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Feedback (optional)" htmlFor="waitlist-feedback" error={errors.feedback?.message}>
        <TextArea id="waitlist-feedback" placeholder="What would you like to see?" aria-describedby="waitlist-feedback-error" {...register('feedback')} />
      </Field>
      <Button type="submit" size="lg" block loading={submitting}>
        {submitting ? 'Submitting' : 'Join the Waitlist'}
      </Button>
    </Stack>
  );
}
