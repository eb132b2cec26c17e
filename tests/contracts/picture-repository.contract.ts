import { describe, expect } from 'vitest';
import type { Picture } from '@marketplace/core/media/domain/picture';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';
import { aDeal } from './mothers/deal.mother.js';

function aPicture(businessId: number, overrides: Partial<Picture> = {}): Picture {
  return { id: 'ab'.repeat(16), businessId, widths: [400, 800, 1000], width: 1000, height: 625, createdAt: new Date('2025-06-01T12:00:00.000Z'), ...overrides };
}

export function pictureRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('PictureRepository', () => {
    it("finds a picture only as its uploader's", async ({ ctx }) => {
      const { businesses, pictures } = ctx.repositories;
      const [mine, theirs] = [await businesses.add(aBusiness()), await businesses.add(aBusiness())];
      await pictures.add(aPicture(mine.id));
      expect(await pictures.findOwned('ab'.repeat(16), mine.id)).toEqual(aPicture(mine.id));
      expect(await pictures.findOwned('ab'.repeat(16), theirs.id)).toBeNull();
      expect(await pictures.findOwned('cd'.repeat(16), mine.id)).toBeNull();
    });

    it('keeps one record per business when the same picture is uploaded again, by the same or another business', async ({ ctx }) => {
      const { businesses, pictures } = ctx.repositories;
      const [mine, theirs] = [await businesses.add(aBusiness()), await businesses.add(aBusiness())];
      await pictures.add(aPicture(mine.id));
      await pictures.add(aPicture(mine.id, { createdAt: new Date('2025-07-01T00:00:00.000Z') }));
      await pictures.add(aPicture(theirs.id, { widths: [400], width: 400, height: 250 }));
      expect((await pictures.findOwned('ab'.repeat(16), mine.id))?.createdAt).toEqual(new Date('2025-06-01T12:00:00.000Z'));
      expect((await pictures.findOwned('ab'.repeat(16), theirs.id))?.widths).toEqual([400]);
    });

    it('rolls back with the transaction that recorded it', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      await expect(
        ctx.transactions.run(async ({ pictures }) => {
          await pictures.add(aPicture(business.id));
          throw new Error('upload failed');
        }),
      ).rejects.toThrow('upload failed');
      expect(await ctx.repositories.pictures.findOwned('ab'.repeat(16), business.id)).toBeNull();
    });

    it('lists the deals that link to a picture on another site, by id, in pages', async ({ ctx }) => {
      const { businesses, deals, pictures } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const linked = await deals.add(aDeal({ businessId: business.id, imageUrl: 'https://images.example.com/a.jpg' }));
      await deals.add(aDeal({ businessId: business.id, imageUrl: '/media/' + 'ab'.repeat(16) + '-800.webp' }));
      await deals.add(aDeal({ businessId: business.id, imageUrl: null }));
      const plain = await deals.add(aDeal({ businessId: business.id, imageUrl: 'HTTP://old.example.com/b.png' }));
      expect(await pictures.listLinkedDeals(0, 10)).toEqual([
        { dealId: linked.id, businessId: business.id, url: 'https://images.example.com/a.jpg' },
        { dealId: plain.id, businessId: business.id, url: 'HTTP://old.example.com/b.png' },
      ]);
      expect(await pictures.listLinkedDeals(0, 1)).toEqual([{ dealId: linked.id, businessId: business.id, url: 'https://images.example.com/a.jpg' }]);
      expect(await pictures.listLinkedDeals(linked.id, 10)).toEqual([{ dealId: plain.id, businessId: business.id, url: 'HTTP://old.example.com/b.png' }]);
    });

    it('points a deal at the stored copy only while it still has the link', async ({ ctx }) => {
      const { businesses, deals, pictures } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const deal = await deals.add(aDeal({ businessId: business.id, imageUrl: 'https://images.example.com/a.jpg' }));
      const stored = '/media/' + 'ab'.repeat(16) + '-1200.webp';
      expect(await pictures.replaceDealLink(deal.id, 'https://images.example.com/other.jpg', stored)).toBe(false);
      expect((await deals.findById(deal.id))?.toProps().imageUrl).toBe('https://images.example.com/a.jpg');
      expect(await pictures.replaceDealLink(deal.id, 'https://images.example.com/a.jpg', stored)).toBe(true);
      expect((await deals.findById(deal.id))?.toProps().imageUrl).toBe(stored);
      expect(await pictures.replaceDealLink(deal.id, 'https://images.example.com/a.jpg', stored)).toBe(false);
      expect(await pictures.listLinkedDeals(0, 10)).toEqual([]);
    });
  });
}
