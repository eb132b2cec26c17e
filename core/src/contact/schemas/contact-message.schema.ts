import type { z } from 'zod';
import { choiceField, emailString, payloadObject, requiredString } from '../../shared/validation/messages.js';
import { queryChoice, queryInteger } from '../../shared/validation/query-fields.js';
import { CONTACT_STATUSES, CONTACT_TOPICS } from '../domain/contact-message.js';

export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;
export const DEFAULT_CONTACT_PAGE_SIZE = 20;
export const MAX_CONTACT_PAGE_SIZE = 100;

/** Initial values of the Contact form. */
export const CONTACT_FORM_DEFAULTS = { name: '', email: '', topic: 'general', message: '' } as const;

function contactShape(options: { readonly lowercaseEmail: boolean }) {
  return {
    name: requiredString({ label: 'Name', max: 100, min: { length: 2, message: 'Name must be at least 2 characters' } }),
    email: emailString({ message: 'Please enter a valid email address', lowercase: options.lowercaseEmail }),
    topic: choiceField(CONTACT_TOPICS, 'Please choose what your message is about'),
    message: requiredString({
      label: 'Message',
      max: CONTACT_MESSAGE_MAX_LENGTH,
      min: { length: 10, message: 'Message must be at least 10 characters' },
    }),
  };
}

/** The Contact page's form: four strings, the topic one of {@link CONTACT_TOPICS}. */
export const contactFormSchema = payloadObject(contactShape({ lowercaseEmail: false }));
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** What the API takes: the form's rules, the email lowercased. */
export const contactPayloadSchema = payloadObject(contactShape({ lowercaseEmail: true }));
export type ContactPayload = z.output<typeof contactPayloadSchema>;

export const contactStatusPayloadSchema = payloadObject({
  status: choiceField(CONTACT_STATUSES, 'Status must be one of: new, read, answered'),
});

export const contactMessagesQuerySchema = payloadObject({
  status: queryChoice(CONTACT_STATUSES),
  page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
  limit: queryInteger(1, MAX_CONTACT_PAGE_SIZE).transform((value) => value ?? DEFAULT_CONTACT_PAGE_SIZE),
});
