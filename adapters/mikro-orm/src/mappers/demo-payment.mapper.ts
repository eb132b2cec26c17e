import type { DemoPaymentRecord } from '@marketplace/core/payments/ports/demo-payment.repository.port';
import type { DemoPaymentRecord as StoredDemoPayment } from '../entities/demo-payment.entity.js';

/** Between `demo_payments` records and core's plain {@link DemoPaymentRecord}. */
export const demoPaymentMapper = {
  toDomain(record: StoredDemoPayment): DemoPaymentRecord {
    return {
      id: record.id,
      kind: record.kind,
      status: record.status,
      amountCents: record.amountCents,
      metadata: record.metadata ? { ...record.metadata } : null,
      customerId: record.customerId ?? null,
      clientSecret: record.clientSecret ?? null,
      currentPeriodStart: record.currentPeriodStart ?? null,
      currentPeriodEnd: record.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      idempotencyKey: record.idempotencyKey ?? null,
      createdAt: record.createdAt,
    };
  },

  toPersistence(payment: DemoPaymentRecord) {
    return {
      id: payment.id,
      kind: payment.kind,
      status: payment.status,
      amountCents: payment.amountCents,
      metadata: payment.metadata,
      customerId: payment.customerId,
      clientSecret: payment.clientSecret,
      currentPeriodStart: payment.currentPeriodStart,
      currentPeriodEnd: payment.currentPeriodEnd,
      cancelAtPeriodEnd: payment.cancelAtPeriodEnd,
      idempotencyKey: payment.idempotencyKey,
      createdAt: payment.createdAt,
    };
  },
};
