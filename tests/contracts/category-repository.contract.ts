import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';

export function categoryRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('CategoryRepository', () => {
    it('adds the missing names in order and lists them by id', async ({ ctx }) => {
      const { categories } = ctx.repositories;
      expect(await categories.list()).toEqual([]);
      expect(await categories.ensure(['Restaurant', 'Café', 'Retail'])).toBe(3);
      expect(await categories.ensure(['Café', 'Beauty', 'Beauty'])).toBe(1);
      const listed = await categories.list();
      expect(listed.map((category) => category.name)).toEqual(['Restaurant', 'Café', 'Retail', 'Beauty']);
      expect(listed.map((category) => category.id)).toEqual([...listed.map((category) => category.id)].sort((a, b) => a - b));
      expect(new Set(listed.map((category) => category.id)).size).toBe(4);
    });

    it('adds nothing for an empty list', async ({ ctx }) => {
      expect(await ctx.repositories.categories.ensure([])).toBe(0);
    });
  });
}
