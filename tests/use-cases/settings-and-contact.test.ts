import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '@marketplace/core/accounts/domain/email-preferences';
import { emailPreferencesPatchSchema } from '@marketplace/core/accounts/schemas/email-preferences.schema';
import { contactFormSchema, contactPayloadSchema, contactStatusPayloadSchema } from '@marketplace/core/contact/schemas/contact-message.schema';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { ADMIN, createHarness } from './harness.js';
import { givenACustomer, givenAVerifiedBusiness } from './mothers.js';

const ANONYMOUS = { kind: 'anonymous' } as const;
const MESSAGE = { name: '  Robin Vale ', email: ' Robin@Example.COM ', topic: 'business', message: '  We would like to list our bakery.  ' } as const;

describe('email preferences', () => {
  it('are the service emails on and marketing off until the customer changes one', async () => {
    const h = createHarness();
    const { actor: customer } = await givenACustomer(h);
    expect(DEFAULT_EMAIL_PREFERENCES).toEqual({ purchaseReceipts: true, expiryReminders: true, newDeals: true, newsletter: false, favoriteDeals: false });
    expect(await h.getEmailPreferences.execute(customer)).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it('change only the switches named and are kept for the next read', async () => {
    const h = createHarness();
    const { actor: customer } = await givenACustomer(h);
    await h.updateEmailPreferences.execute(customer, { newsletter: true });
    await h.updateEmailPreferences.execute(customer, { expiryReminders: false });
    expect(await h.getEmailPreferences.execute(customer)).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, newsletter: true, expiryReminders: false });
  });

  it('keep purchase receipts on: turning them off is refused, naming them as on changes nothing', async () => {
    const h = createHarness();
    const { actor: customer } = await givenACustomer(h);
    await expect(h.updateEmailPreferences.execute(customer, { purchaseReceipts: false, newsletter: true })).rejects.toMatchObject({
      code: 'email_preferences.receipts_always_sent',
      message: 'Purchase receipts are always sent: they hold the code you show at the business.',
    });
    expect(await h.updateEmailPreferences.execute(customer, { purchaseReceipts: true })).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(await h.getEmailPreferences.execute(customer)).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(emailPreferencesPatchSchema.safeParse({ purchaseReceipts: false }).error?.issues[0]?.message).toBe(
      'Purchase receipts are always sent: they hold the code you show at the business.',
    );
  });

  it('belong to customers only', async () => {
    const h = createHarness();
    const { actor: business } = await givenAVerifiedBusiness(h);
    for (const actor of [business, ADMIN]) {
      await expect(h.getEmailPreferences.execute(actor)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.updateEmailPreferences.execute(actor, { newsletter: true })).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(h.getEmailPreferences.execute(ANONYMOUS)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('take JSON booleans only, at least one of them', () => {
    expect(emailPreferencesPatchSchema.parse({ newsletter: false, extra: 1 })).toEqual({ newsletter: false });
    expect(emailPreferencesPatchSchema.safeParse({}).error?.issues[0]?.message).toBe('Choose at least one email preference to change');
    expect(emailPreferencesPatchSchema.safeParse({ newDeals: 'true' }).error?.issues[0]?.message).toBe('Invalid input');
  });
});

describe('contact messages', () => {
  it('arrive trimmed, the email lowercased, as new, stamped with the clock', async () => {
    const h = createHarness();
    const sent = await h.sendContactMessage.execute(contactPayloadSchema.parse(MESSAGE));
    expect(sent.toProps()).toEqual({
      id: sent.id,
      name: 'Robin Vale',
      email: 'robin@example.com',
      topic: 'business',
      message: 'We would like to list our bakery.',
      status: 'new',
      createdAt: h.clock.now(),
      updatedAt: h.clock.now(),
    });
  });

  it('are listed for the admin newest first with the count per status, and marked read then answered', async () => {
    const h = createHarness();
    const first = await h.sendContactMessage.execute(contactPayloadSchema.parse(MESSAGE));
    h.clock.advance(60_000);
    const second = await h.sendContactMessage.execute(contactPayloadSchema.parse({ ...MESSAGE, topic: 'deals' }));
    h.clock.advance(60_000);

    const read = await h.changeContactMessageStatus.execute(ADMIN, first.id, 'read');
    expect(read.toProps()).toMatchObject({ status: 'read', updatedAt: h.clock.now() });

    const listed = await h.listContactMessages.execute(ADMIN, { page: { page: 1, limit: 10 } });
    expect(listed.messages.map((message) => message.id)).toEqual([second.id, first.id]);
    expect(listed.counts).toEqual({ new: 1, read: 1, answered: 0 });
    expect(listed.pagination).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect((await h.listContactMessages.execute(ADMIN, { status: 'read', page: { page: 1, limit: 10 } })).messages.map((m) => m.id)).toEqual([first.id]);
    expect((await h.changeContactMessageStatus.execute(ADMIN, first.id, 'answered')).status).toBe('answered');
  });

  it('are for the admin only to read and mark; a missing one is not found', async () => {
    const h = createHarness();
    const { actor: customer } = await givenACustomer(h);
    const { actor: business } = await givenAVerifiedBusiness(h);
    const sent = await h.sendContactMessage.execute(contactPayloadSchema.parse(MESSAGE));
    for (const actor of [customer, business]) {
      await expect(h.listContactMessages.execute(actor, { page: { page: 1, limit: 10 } })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.changeContactMessageStatus.execute(actor, sent.id, 'read')).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(h.listContactMessages.execute(ANONYMOUS, { page: { page: 1, limit: 10 } })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(h.changeContactMessageStatus.execute(ADMIN, 9_999, 'read')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('are validated with the messages a person reads, by the form and the API alike', () => {
    const issues = (input: Record<string, unknown>) => contactFormSchema.safeParse({ ...MESSAGE, ...input }).error?.issues.map((issue) => issue.message);
    expect(issues({ name: ' R ' })).toEqual(['Name must be at least 2 characters']);
    expect(issues({ email: 'robin@' })).toEqual(['Please enter a valid email address']);
    expect(issues({ topic: '' })).toEqual(['Please choose what your message is about']);
    expect(issues({ message: 'Too short' })).toEqual(['Message must be at least 10 characters']);
    expect(contactFormSchema.parse(MESSAGE).email).toBe('Robin@Example.COM');
    expect(contactPayloadSchema.parse(MESSAGE).email).toBe('robin@example.com');
    expect(contactStatusPayloadSchema.safeParse({ status: 'archived' }).error?.issues[0]?.message).toBe('Status must be one of: new, read, answered');
  });
});

describe('public platform figures', () => {
  it('count waitlist entries, customers and businesses, as the admin’s figures do, for anyone', async () => {
    const h = createHarness();
    await givenACustomer(h);
    await givenAVerifiedBusiness(h);
    await h.joinWaitlist.execute({ name: 'Casey', email: 'casey@x.io', phone: '555', type: 'business', rating: 4 });
    await h.registerCustomer.execute({ username: 'newcomer', email: 'newcomer@x.io', password: 'secret1' });

    const figures = await h.publicFigures.execute();
    const admin = await h.platformFigures.execute(ADMIN);
    expect(figures).toEqual({ waitlist: 1, customers: 2, businesses: 1 });
    expect(figures).toEqual({ waitlist: admin.waitlist.total, customers: admin.customers, businesses: admin.businesses.total });
  });
});
