import { ContactMessage, type NewContactMessage } from '@marketplace/core/contact/domain/contact-message';
import type { ContactMessageRecord } from '../entities/contact-message.entity.js';

/** Between `contact_messages` records and {@link ContactMessage}. */
export const contactMessageMapper = {
  toDomain(record: ContactMessageRecord): ContactMessage {
    return ContactMessage.restore({
      id: record.id,
      name: record.name,
      email: record.email,
      topic: record.topic,
      message: record.message,
      status: record.status,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    });
  },

  toPersistence(message: NewContactMessage) {
    return {
      name: message.name,
      email: message.email,
      topic: message.topic,
      message: message.message,
      status: message.status,
      createdAt: message.createdAt,
      updatedAt: message.updatedAt,
    };
  },
};
