import type { EmailPreferences } from '@marketplace/core/accounts/domain/email-preferences';
import type { ContactMessage } from '@marketplace/core/contact/domain/contact-message';

export function presentContactMessage(message: ContactMessage) {
  const p = message.toProps();
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    topic: p.topic,
    message: p.message,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function presentEmailPreferences(preferences: EmailPreferences) {
  return {
    purchaseReceipts: preferences.purchaseReceipts,
    expiryReminders: preferences.expiryReminders,
    newDeals: preferences.newDeals,
    newsletter: preferences.newsletter,
    favoriteDeals: preferences.favoriteDeals,
  };
}
