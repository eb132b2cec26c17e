import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from '@marketplace/core/contact/domain/contact-message';
import {
  CONTACT_FORM_DEFAULTS,
  contactFormSchema,
  type ContactFormValues,
} from '@marketplace/core/contact/schemas/contact-message.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input, Select, TextArea } from '@marketplace/web-common/components/ui/input';
import { Stack } from '@marketplace/web-common/components/layout/stack';

const TEXT_FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

/** The Contact page's form on core's contactFormSchema. */
export function ContactForm({ onSubmit, submitting }: { onSubmit: (values: ContactFormValues) => void; submitting: boolean }) {
  const { register, handleSubmit, formState } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { ...CONTACT_FORM_DEFAULTS },
  });
  const { errors } = formState;
  return (
    <Stack as="form" $gap={4} noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Contact us">
      {TEXT_FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        const id = `contact-${field.name}`;
        return (
          <Field key={field.name} label={field.label} htmlFor={id} error={error}>
            <Input id={id} type={field.type} autoComplete={field.autoComplete} $invalid={!!error} aria-invalid={!!error} aria-describedby={`${id}-error`} {...register(field.name)} />
          </Field>
        );
      })}
      <Field label="Topic" htmlFor="contact-topic" error={errors.topic?.message}>
        <Select id="contact-topic" aria-invalid={!!errors.topic} aria-describedby="contact-topic-error" {...register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Message" htmlFor="contact-message" error={errors.message?.message}>
        <TextArea id="contact-message" rows={6} $invalid={!!errors.message} aria-invalid={!!errors.message} aria-describedby="contact-message-error" {...register('message')} />
      </Field>
      <Button type="submit" size="lg" block loading={submitting}>
        {submitting ? 'Sending' : 'Send Message'}
      </Button>
    </Stack>
  );
}
