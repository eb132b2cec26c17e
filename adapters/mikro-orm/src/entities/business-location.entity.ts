import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OpeningInterval, Weekday } from '@marketplace/core/locations/domain/opening-hours';

/** `business_locations`: where a business redeems, with its opening hours and coordinates (see the team-and-locations migration). */
export const BusinessLocationRecordSchema = defineEntity({
  name: 'BusinessLocationRecord',
  tableName: 'business_locations',
  properties: {
    id: p.integer().primary().autoincrement(),
    businessId: p.integer(),
    name: p.text(),
    address: p.text(),
    city: p.text(),
    state: p.text(),
    zip: p.text(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    /** Each weekday's intervals (core's `OpeningHours`); `{}` while the business gave none. */
    hours: p.json<Partial<Record<Weekday, OpeningInterval[]>>>().columnType('jsonb'),
    createdAt: p.datetime().columnType('timestamptz'),
    archivedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type BusinessLocationRecord = InferEntity<typeof BusinessLocationRecordSchema>;
