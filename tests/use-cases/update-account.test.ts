import { describe, expect, it } from 'vitest';
import { createHarness } from './harness.js';

describe('changing the signed-in account', () => {
  it("answers a customer's change as the user account it leaves", async () => {
    const h = createHarness();
    const maya = await h.registerCustomer.execute({ username: 'maya', email: 'maya@example.com', password: 'secret12' });
    const account = await h.updateAccount.execute(maya.toActor(), { username: 'maya_r' });
    expect(account.type).toBe('user');
    expect(account.type === 'user' && account.user.username).toBe('maya_r');
  });

  it("answers a business's change as the business account it leaves, its name untouched", async () => {
    const h = createHarness();
    const business = await h.registerBusiness.execute({ name: 'Taco Town', email: 'tacos@example.com', password: 'secret12', category: 'Restaurant', city: 'Austin' });
    const account = await h.updateAccount.execute(business.toActor(), { username: 'ignored', email: 'tacos@example.com' });
    expect(account.type).toBe('business');
    expect(account.type === 'business' && account.business.toProps()).toMatchObject({ name: 'Taco Town', email: 'tacos@example.com' });
  });
});
