import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CONTACT_STATUSES, CONTACT_TOPICS } from '@marketplace/core/contact/domain/contact-message';

/** `contact_messages`: what visitors wrote on the Contact page, and where the admin is with it. */
export const ContactMessageRecordSchema = defineEntity({
  name: 'ContactMessageRecord',
  tableName: 'contact_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    email: p.text(),
    topic: p.enum(CONTACT_TOPICS),
    message: p.text(),
    status: p.enum(CONTACT_STATUSES),
    createdAt: p.datetime().columnType('timestamptz'),
    updatedAt: p.datetime().columnType('timestamptz'),
  },
});

export type ContactMessageRecord = InferEntity<typeof ContactMessageRecordSchema>;
