import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';

export function processedEventRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('ProcessedEventRepository', () => {
    it('records an event once', async ({ ctx }) => {
      const { processedEvents } = ctx.repositories;
      const now = new Date('2025-01-01T00:00:00Z');
      expect(await processedEvents.isProcessed('evt_1')).toBe(false);
      expect(await processedEvents.markProcessed('evt_1', 'payment_intent.succeeded', now)).toBe(true);
      expect(await processedEvents.markProcessed('evt_1', 'payment_intent.succeeded', now)).toBe(false);
      expect(await processedEvents.isProcessed('evt_1')).toBe(true);
      expect(await processedEvents.isProcessed('evt_2')).toBe(false);
    });

    it('lets exactly one of many concurrent deliveries through', async ({ ctx }) => {
      const now = new Date('2025-01-01T00:00:00Z');
      const results = await Promise.all(Array.from({ length: 10 }, () => ctx.repositories.processedEvents.markProcessed('evt_x', 'charge.refunded', now)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('rolls back with the transaction that recorded it', async ({ ctx }) => {
      const now = new Date('2025-01-01T00:00:00Z');
      await expect(
        ctx.transactions.run(async ({ processedEvents }) => {
          await processedEvents.markProcessed('evt_rolled_back', 'invoice.paid', now);
          throw new Error('handler failed');
        }),
      ).rejects.toThrow('handler failed');
      expect(await ctx.repositories.processedEvents.isProcessed('evt_rolled_back')).toBe(false);
    });
  });
}
