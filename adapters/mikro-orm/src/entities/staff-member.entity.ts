import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `staff_members`: the people a business invited to its till (see the team-and-locations migration). */
export const StaffMemberRecordSchema = defineEntity({
  name: 'StaffMemberRecord',
  tableName: 'staff_members',
  properties: {
    id: p.integer().primary().autoincrement(),
    businessId: p.integer(),
    email: p.text(),
    name: p.text().nullable(),
    role: p.enum(['manager', 'cashier'] as const),
    passwordHash: p.text().nullable(),
    invitedAt: p.datetime().columnType('timestamptz'),
    acceptedAt: p.datetime().columnType('timestamptz').nullable(),
    removedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type StaffMemberRecord = InferEntity<typeof StaffMemberRecordSchema>;
