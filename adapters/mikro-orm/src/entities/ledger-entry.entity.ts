import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LEDGER_ENTRY_KINDS } from '@marketplace/core/ledger/domain/ledger-entry';

/** `ledger_entries`: the append-only record of every money movement, one row per movement. */
export const LedgerEntryRecordSchema = defineEntity({
  name: 'LedgerEntryRecord',
  tableName: 'ledger_entries',
  properties: {
    id: p.integer().primary().autoincrement(),
    businessId: p.integer(),
    kind: p.enum([...LEDGER_ENTRY_KINDS]),
    amountCents: p.integer(),
    sourceKey: p.text(),
    purchaseId: p.integer().nullable(),
    providerObjectId: p.text().nullable(),
    occurredAt: p.datetime().columnType('timestamptz'),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type LedgerEntryRecord = InferEntity<typeof LedgerEntryRecordSchema>;
