import { z } from 'zod';

/** A payment provider's event, received; the outcome names what handling it did. */
export const paymentEventReceiptSchema = z
  .strictObject({ received: z.literal(true), outcome: z.string() })
  .meta({ id: 'PaymentEventReceipt' });
export type PaymentEventReceiptResponse = z.infer<typeof paymentEventReceiptSchema>;
