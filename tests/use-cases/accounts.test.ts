import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { ADMIN, ADMIN_CREDENTIALS, createHarness, seeded } from './harness.js';
import { givenACustomer, givenADraftDeal, givenAnUnverifiedBusiness, givenARunningDeal, givenAVerifiedBusiness, givenTheAdmin } from './mothers.js';

describe('customer accounts', () => {
  it('registers a customer who can then log in with any email casing', async () => {
    const h = createHarness();
    const user = await h.registerCustomer.execute({ username: 'maya', email: 'Maya@Example.com', password: 'secret1' });
    expect(user).toMatchObject({ username: 'maya', email: 'maya@example.com', role: 'user' });
    expect(user.passwordHash).not.toBe('secret1');
    const logged = await h.logInCustomer.execute({ email: 'MAYA@example.com', password: 'secret1' });
    expect(logged.id).toBe(user.id);
  });

  it('refuses a duplicate email or username', async () => {
    const h = createHarness();
    await h.registerCustomer.execute({ username: 'maya', email: 'maya@example.com', password: 'secret1' });
    await expect(h.registerCustomer.execute({ username: 'other', email: 'MAYA@example.com', password: 'secret1' })).rejects.toMatchObject({
      code: 'user.email_taken',
    });
    await expect(h.registerCustomer.execute({ username: 'maya', email: 'new@example.com', password: 'secret1' })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const h = createHarness();
    await h.registerCustomer.execute({ username: 'maya', email: 'maya@example.com', password: 'secret1' });
    const unknown = await h.logInCustomer.execute({ email: 'nobody@example.com', password: 'secret1' }).catch((e: unknown) => e);
    const wrong = await h.logInCustomer.execute({ email: 'maya@example.com', password: 'wrong!' }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(UnauthenticatedError);
    expect(wrong).toBeInstanceOf(UnauthenticatedError);
    expect({ ...(unknown as object), message: (unknown as Error).message }).toEqual({ ...(wrong as object), message: (wrong as Error).message });
  });

  it('keeps the admin out of the customer login and customers out of the admin login', async () => {
    const h = createHarness();
    await givenTheAdmin(h, ADMIN_CREDENTIALS);
    const customer = { username: 'maya', email: 'maya@example.com', password: 'secret1' };
    await h.registerCustomer.execute(customer);
    await expect(h.logInCustomer.execute(ADMIN_CREDENTIALS)).rejects.toBeInstanceOf(UnauthenticatedError);
    const admin = await h.logInAdmin.execute(ADMIN_CREDENTIALS);
    expect(admin.id).toBe(999);
    expect(admin.toActor()).toEqual(ADMIN);
    expect((await h.logInCustomer.execute(customer)).username).toBe('maya');
    await expect(h.logInAdmin.execute(customer)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('updates the username, refusing one that another account holds, and refuses a new email (it changes through Change email)', async () => {
    const h = createHarness();
    const maya = await h.registerCustomer.execute({ username: 'maya', email: 'maya@example.com', password: 'secret1' });
    await h.registerCustomer.execute({ username: 'omar', email: 'omar@example.com', password: 'secret1' });
    const actor = maya.toActor();
    const updated = await h.updateAccount.execute(actor, { username: 'maya_r', email: 'Maya@example.com' });
    expect(updated.type === 'user' && updated.user).toMatchObject({ username: 'maya_r', email: 'maya@example.com' });
    expect((await h.repositories.users.findById(maya.id))?.username).toBe('maya_r');
    await expect(h.updateAccount.execute(actor, { username: 'omar' })).rejects.toMatchObject({ code: 'user.username_taken' });
    await expect(h.updateAccount.execute(actor, { email: 'omar@example.com' })).rejects.toMatchObject({ code: 'profile.email_needs_confirmation' });
    await expect(h.updateAccount.execute(actor, { email: 'maya.r@example.com' })).rejects.toMatchObject({ code: 'profile.email_needs_confirmation' });
    await expect(h.updateAccount.execute(actor, { username: 'maya_r', email: 'maya@example.com' })).resolves.toBeDefined();
    await expect(h.updateAccount.execute({ kind: 'anonymous' }, { username: 'x' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(h.updateAccount.execute({ kind: 'customer', userId: 12345 }, { username: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('business accounts', () => {
  const registration = { name: 'Taco Town', email: 'Tacos@Example.com', password: 'secret1', category: 'Restaurant', city: 'Austin' };

  it('registers an unverified business that can log in', async () => {
    const h = createHarness();
    const business = await h.registerBusiness.execute(registration);
    expect(business.toProps()).toMatchObject({ name: 'Taco Town', email: 'tacos@example.com', role: 'business', verified: false, city: 'Austin' });
    expect(await h.logInBusiness.execute({ email: 'tacos@example.com', password: 'secret1' })).toMatchObject({ type: 'business', business: { id: business.id } });
    await expect(h.logInBusiness.execute({ email: 'tacos@example.com', password: 'nope' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(h.registerBusiness.execute(registration)).rejects.toMatchObject({ code: 'business.email_taken' });
  });

  it('keeps a business profile as it is: the username is read-only, the email changes through Change email', async () => {
    const h = createHarness();
    const business = await h.registerBusiness.execute(registration);
    const other = await h.registerBusiness.execute({ ...registration, email: 'other@example.com' });
    const updated = await h.updateAccount.execute(business.toActor(), { username: 'ignored', email: 'TACOS@example.com' });
    expect(updated.type === 'business' && updated.business.toProps()).toMatchObject({ name: 'Taco Town', email: 'tacos@example.com' });
    await expect(h.updateAccount.execute(business.toActor(), { email: other.email })).rejects.toMatchObject({ code: 'profile.email_needs_confirmation' });
    await expect(h.updateAccount.execute({ kind: 'business', businessId: 999999, role: 'business', teamRole: 'owner', staffId: null }, {})).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists businesses and lets only the admin verify one, publishing its drafts', async () => {
    const h = createHarness();
    const customer = await givenACustomer(h);
    const verified = await givenAVerifiedBusiness(h);
    const lotus = await givenAnUnverifiedBusiness(h);
    const draft = await givenADraftDeal(h, lotus);
    const otherDraft = await givenADraftDeal(h, await givenAnUnverifiedBusiness(h));
    await givenARunningDeal(h, verified);
    expect((await h.listBusinesses.execute()).map((business) => business.id)).toEqual(expect.arrayContaining([verified.id, lotus.id]));

    await expect(h.verifyBusiness.execute(customer.actor, lotus.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await h.repositories.deals.findById(draft.id))?.active).toBe(false);
    const result = await h.verifyBusiness.execute(ADMIN, lotus.id);
    expect(result.business.verified).toBe(true);
    expect(result.publishedDeals).toBe(1);
    expect((await h.repositories.deals.findById(draft.id))?.toProps()).toMatchObject({ active: true, awaitingVerification: false });
    expect((await h.repositories.deals.findById(otherDraft.id))?.active).toBe(false);
    expect((await h.verifyBusiness.execute(ADMIN, lotus.id)).publishedDeals).toBe(0);
    await expect(h.verifyBusiness.execute(ADMIN, 424242)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('demo logins', () => {
  it('sign in the seeded demo customer and demo business (verified, role business)', async () => {
    const h = createHarness();
    await seeded(h);
    const user = await h.demoLogin.execute('user');
    const business = await h.demoLogin.execute('business');
    expect(user.type === 'user' && user.user.email).toBe(DEMO_CUSTOMER.email);
    expect(business.type === 'business' && business.business.toProps()).toMatchObject({ email: DEMO_BUSINESS.email, verified: true, role: 'business' });
    expect(business.type === 'business' && business.business.toActor()).toMatchObject({ role: 'business', teamRole: 'owner', staffId: null });
  });

  it('do not exist when demo mode is off, or before seeding', async () => {
    await expect(createHarness({ demoMode: false }).demoLogin.execute('user')).rejects.toMatchObject({ code: 'demo.disabled' });
    await expect(createHarness().demoLogin.execute('business')).rejects.toMatchObject({ code: 'demo.account_missing' });
    await expect(createHarness().demoLogin.execute('user')).rejects.toMatchObject({ code: 'demo.account_missing' });
  });
});

describe('sessions', () => {
  it('opens a session that resumes to its account, and closes for good', async () => {
    const h = createHarness();
    const user = await h.registerCustomer.execute({ username: 'maya', email: 'maya@example.com', password: 'secret1' });
    const session = await h.openSession.execute({ type: 'user', user });
    const resumed = await h.resumeSession.execute(session.id);
    expect(resumed?.account.type === 'user' && resumed.account.user.id).toBe(user.id);
    await h.closeSession.execute(session.id);
    expect(await h.resumeSession.execute(session.id)).toBeNull();
  });

  it('refuses the open session of an account disabled since, and deletes its row', async () => {
    const h = createHarness();
    const user = await h.registerCustomer.execute({ username: 'maya', email: 'maya@example.com', password: 'secret1' });
    const business = await h.registerBusiness.execute({ name: 'B', email: 'b@example.com', password: 'secret1', category: 'Retail' });
    const userSession = await h.openSession.execute({ type: 'user', user });
    const businessSession = await h.openSession.execute({ type: 'business', business });
    // Disabled behind the sessions' back (the seed also deletes them; this checks the lookup alone).
    user.disable(h.clock.now());
    await h.repositories.users.save(user);
    business.disable(h.clock.now());
    await h.repositories.businesses.save(business);

    expect(await h.resumeSession.execute(userSession.id)).toBeNull();
    expect(await h.resumeSession.execute(businessSession.id)).toBeNull();
    expect(await h.repositories.sessions.findById(userSession.id)).toBeNull();
    await expect(h.logInCustomer.execute({ email: 'maya@example.com', password: 'secret1' })).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
    await expect(h.logInBusiness.execute({ email: 'b@example.com', password: 'secret1' })).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
  });

  it('gives a fresh id at login and drops the previous session', async () => {
    const h = createHarness();
    const business = await h.registerBusiness.execute({ name: 'B', email: 'b@example.com', password: 'secret1', category: 'Retail' });
    const first = await h.openSession.execute({ type: 'business', business });
    const second = await h.openSession.execute({ type: 'business', business }, first.id);
    expect(second.id).not.toBe(first.id);
    expect(await h.resumeSession.execute(first.id)).toBeNull();
    expect((await h.resumeSession.execute(second.id))?.account.type).toBe('business');
  });

  it('expires after a week idle and deletes the stale row', async () => {
    const h = createHarness();
    const user = await h.registerCustomer.execute({ username: 'maya', email: 'maya@example.com', password: 'secret1' });
    const session = await h.openSession.execute({ type: 'user', user });
    h.clock.advance(6 * 24 * 60 * 60 * 1000);
    expect(await h.resumeSession.execute(session.id)).not.toBeNull();
    h.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    expect(await h.resumeSession.execute(session.id)).toBeNull();
    expect(await h.repositories.sessions.findById(session.id)).toBeNull();
  });

  it('ends when its account is gone', async () => {
    const h = createHarness();
    const session = await h.openSession.execute({
      type: 'business',
      business: await h.registerBusiness.execute({ name: 'B', email: 'b@example.com', password: 'secret1', category: 'Retail' }),
    });
    await h.repositories.sessions.save(session);
    const ghost = await h.openSession.execute({ type: 'user', user: (await h.registerCustomer.execute({ username: 'g', email: 'g@x.io', password: 'secret1' })) });
    h.db.store.tables.users.clear();
    expect(await h.resumeSession.execute(ghost.id)).toBeNull();
    expect(await h.resumeSession.execute('no-such-session')).toBeNull();
  });
});
