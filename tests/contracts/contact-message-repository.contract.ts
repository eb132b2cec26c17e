import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aContactMessage } from './mothers/contact-message.mother.js';

const minute = (n: number): Date => new Date(Date.UTC(2025, 2, 1, 10, n, 0));

export function contactMessageRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('ContactMessageRepository', () => {
    it('stores a message and gives every field back', async ({ ctx }) => {
      const { contactMessages } = ctx.repositories;
      const sent = aContactMessage({ topic: 'partnerships', message: 'Line one\nline two ✓', createdAt: minute(1), updatedAt: minute(1) });

      const added = await contactMessages.add(sent);
      const { messages, total } = await contactMessages.listPage({}, { page: 1, limit: 10 });

      expect(added.toProps()).toEqual({ ...sent, id: added.id });
      expect(total).toBe(1);
      expect(messages.map((message) => message.toProps())).toEqual([{ ...sent, id: added.id }]);
    });

    it('lists newest first, ties by id, one page at a time with the total', async ({ ctx }) => {
      const { contactMessages } = ctx.repositories;
      const a = await contactMessages.add(aContactMessage({ createdAt: minute(1) }));
      const b = await contactMessages.add(aContactMessage({ createdAt: minute(3) }));
      const c = await contactMessages.add(aContactMessage({ createdAt: minute(3) }));
      const d = await contactMessages.add(aContactMessage({ createdAt: minute(2) }));

      const first = await contactMessages.listPage({}, { page: 1, limit: 3 });
      const second = await contactMessages.listPage({}, { page: 2, limit: 3 });

      expect(first.messages.map((message) => message.id)).toEqual([c.id, b.id, d.id]);
      expect(second.messages.map((message) => message.id)).toEqual([a.id]);
      expect([first.total, second.total]).toEqual([4, 4]);
    });

    it('changes a status, stamps it, and filters and counts by status', async ({ ctx }) => {
      const { contactMessages } = ctx.repositories;
      const a = await contactMessages.add(aContactMessage({ createdAt: minute(1) }));
      const b = await contactMessages.add(aContactMessage({ createdAt: minute(2) }));
      await contactMessages.add(aContactMessage({ createdAt: minute(3) }));

      const read = await contactMessages.setStatus(a.id, 'read', minute(9));
      await contactMessages.setStatus(b.id, 'answered', minute(9));

      expect(read?.toProps()).toMatchObject({ id: a.id, status: 'read', updatedAt: minute(9), createdAt: minute(1) });
      const onlyRead = await contactMessages.listPage({ status: 'read' }, { page: 1, limit: 10 });
      expect(onlyRead.messages.map((message) => message.id)).toEqual([a.id]);
      expect(onlyRead.total).toBe(1);
      expect(await contactMessages.countByStatus()).toEqual({ new: 1, read: 1, answered: 1 });
    });

    it('answers null for a status change of a message that does not exist', async ({ ctx }) => {
      expect(await ctx.repositories.contactMessages.setStatus(123_456, 'read', minute(1))).toBeNull();
      expect(await ctx.repositories.contactMessages.countByStatus()).toEqual({ new: 0, read: 0, answered: 0 });
    });
  });
}
