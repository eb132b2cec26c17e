import { z } from 'zod';
import { CONTACT_STATUSES, CONTACT_TOPICS } from '../domain/contact-message.js';
import { countSchema, idSchema, isoDateTimeSchema, paginationSchema } from '../../shared/schemas/common.response.js';

export const contactMessageSchema = z
  .strictObject({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    topic: z.enum(CONTACT_TOPICS),
    message: z.string(),
    status: z.enum(CONTACT_STATUSES),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessageResponse = z.infer<typeof contactMessageSchema>;

/** A page of messages and how many there are of each status. */
export const contactMessagePageSchema = z
  .strictObject({
    messages: z.array(contactMessageSchema),
    pagination: paginationSchema,
    counts: z.strictObject({ new: countSchema, read: countSchema, answered: countSchema }),
  })
  .meta({ id: 'ContactMessagePage' });
export type ContactMessagePageResponse = z.infer<typeof contactMessagePageSchema>;
