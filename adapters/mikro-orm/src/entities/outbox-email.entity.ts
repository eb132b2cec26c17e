import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OutboxQrImage } from '@marketplace/core/mail/domain/outbox-email';

/** `email_outbox`: emails written with the change that causes them, and where their sending stands. */
export const OutboxEmailRecordSchema = defineEntity({
  name: 'OutboxEmailRecord',
  tableName: 'email_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    dedupeKey: p.text(),
    kind: p.text(),
    recipient: p.text(),
    subject: p.text(),
    html: p.text(),
    text: p.text(),
    headers: p.json<Record<string, string>>().columnType('jsonb').nullable(),
    qrImages: p.json<OutboxQrImage[]>().columnType('jsonb').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    attempts: p.integer(),
    lastError: p.text().nullable(),
    claimedUntil: p.datetime().columnType('timestamptz').nullable(),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
    messageId: p.text().nullable(),
  },
});

export type OutboxEmailRecord = InferEntity<typeof OutboxEmailRecordSchema>;
