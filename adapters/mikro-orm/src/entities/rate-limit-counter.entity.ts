import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `rate_limit_counters`: one row per key and fixed window, counted with an atomic upsert. */
export const RateLimitCounterRecordSchema = defineEntity({
  name: 'RateLimitCounterRecord',
  tableName: 'rate_limit_counters',
  properties: {
    key: p.text().primary(),
    windowStart: p.datetime().columnType('timestamptz').primary(),
    count: p.integer(),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});

export type RateLimitCounterRecord = InferEntity<typeof RateLimitCounterRecordSchema>;
