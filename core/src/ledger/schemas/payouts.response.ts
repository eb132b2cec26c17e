import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';
import { LEDGER_ENTRY_KINDS } from '../domain/ledger-entry.js';

/** Signed money in dollars: a balance or a movement may be negative (a refund, money owed back). */
const signedDollarsSchema = z.number().meta({ description: 'US dollars, signed (the server keeps integer cents).' });
const isoWeekSchema = z.string().regex(/^\d{4}-W\d{2}$/).meta({ description: 'An ISO 8601 week, Monday to Sunday.', example: '2026-W48' });
const kindSchema = z.enum(LEDGER_ENTRY_KINDS);

/** What the platform owes a business and where its money is (balanceFromTotals). */
export const ledgerBalanceSchema = z
  .strictObject({
    owed: signedDollarsSchema.meta({ description: 'Earned and not yet sent to its Stripe account (negative: it owes the platform).' }),
    inTransit: signedDollarsSchema.meta({ description: 'Sent to its Stripe account, not yet paid out to its bank.' }),
    paid: signedDollarsSchema.meta({ description: 'Paid out to its bank.' }),
    earned: signedDollarsSchema.meta({ description: 'Sales less fees, refunds and disputes, all time.' }),
  })
  .meta({ id: 'LedgerBalance' });

/** GET /api/business/payouts: the balance, the weeks with statements (newest first) and this week. */
export const payoutsOverviewSchema = z
  .strictObject({
    timeZone: z.string(),
    balance: ledgerBalanceSchema,
    currentWeek: isoWeekSchema,
    weeks: z.array(isoWeekSchema),
  })
  .meta({ id: 'PayoutsOverview' });
export type PayoutsOverviewResponse = z.infer<typeof payoutsOverviewSchema>;

const statementLineSchema = z.strictObject({
  id: idSchema,
  kind: kindSchema,
  label: z.string(),
  description: z.string(),
  occurredAt: isoDateTimeSchema,
  localTime: z.string().meta({ description: "The business's wall clock with its UTC offset.", example: '2026-11-29T23:30:00-06:00' }),
  purchaseId: idSchema.nullable(),
  dealTitle: z.string().nullable(),
  amount: signedDollarsSchema,
  balanceAfter: signedDollarsSchema.meta({ description: 'Owed to the business after this line.' }),
});

/** A weekly statement: Monday 00:00 to the next Monday 00:00 in the business's time zone. */
export const statementSchema = z
  .strictObject({
    businessId: idSchema,
    businessName: z.string(),
    week: isoWeekSchema,
    timeZone: z.string(),
    from: isoDateTimeSchema,
    to: isoDateTimeSchema,
    firstDay: z.iso.date(),
    lastDay: z.iso.date(),
    openingBalance: signedDollarsSchema.meta({ description: 'Owed to the business when the week began.' }),
    closingBalance: signedDollarsSchema.meta({ description: 'Owed to the business when the week ended.' }),
    lines: z.array(statementLineSchema),
    subscriptionCharges: z.array(
      z.strictObject({ id: idSchema, occurredAt: isoDateTimeSchema, localTime: z.string(), description: z.string(), amount: signedDollarsSchema }),
    ),
    totals: z.array(z.strictObject({ kind: kindSchema, label: z.string(), amount: signedDollarsSchema })),
    balanceAtEnd: ledgerBalanceSchema,
  })
  .meta({ id: 'Statement' });
export type StatementResponse = z.infer<typeof statementSchema>;

/** GET /api/admin/payouts: every business's balance. */
export const businessBalancesSchema = z
  .strictObject({
    businesses: z.array(z.strictObject({ id: idSchema, name: z.string(), timeZone: z.string(), balance: ledgerBalanceSchema })),
  })
  .meta({ id: 'BusinessBalances' });
export type BusinessBalancesResponse = z.infer<typeof businessBalancesSchema>;
