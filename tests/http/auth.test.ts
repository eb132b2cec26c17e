import { EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { copyOfJar, cookieHeader, expectError, expectNoSecrets, newBusiness, newCustomer, unique } from './api-helpers.js';
import { startTestServer, TEST_ADMIN, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const ACCOUNT_KEYS_USER = ['id', 'type', 'role', 'username', 'email'];
const ACCOUNT_KEYS_BUSINESS = ['id', 'type', 'role', 'name', 'email'];

describe('POST /api/register', () => {
  it('creates a customer, answers 201 with the account and signs it in', async () => {
    const client = server.client();
    const email = `New_${unique()}@Test.Example`;
    const reply = await client.post('/api/register', { username: `  newbie_${unique()} `, email, password: 'secret-123' });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body)).toEqual(expect.arrayContaining(ACCOUNT_KEYS_USER));
    expect(reply.body).toMatchObject({ type: 'user', role: 'user', email: email.toLowerCase() });
    expect(reply.body.username).toMatch(/^newbie_\w+$/);
    expectNoSecrets(reply.body);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(reply.body);
    expectNoSecrets(me.body);
  });

  it.each([
    [{ username: 'someone', email: 'someone@test.example', password: 'short' }, 'Password must be at least 8 characters'],
    [{ username: 'someone', email: 'not-an-email', password: 'secret-123' }, 'Please enter a valid email'],
    [{ username: '', email: 'someone@test.example', password: 'secret-123' }, 'Required'],
    [{ email: 'someone@test.example', password: 'secret-123' }, 'Required'],
    [{ username: 'someone', email: 'someone@test.example', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %o with 400 and the core message', async (payload, message) => {
    const client = server.client();
    const reply = await client.post('/api/register', payload);
    expectError(reply, 400, message);
    expect(reply.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('refuses a taken email (whatever its case) with 409, and a taken username with 409', async () => {
    const existing = await newCustomer(server);
    const again = await server.client().post('/api/register', { username: `other_${unique()}`, email: existing.email.toUpperCase(), password: 'secret-123' });
    expectError(again, 409, 'An account with this email already exists');
    const sameName = await server.client().post('/api/register', { username: existing.username, email: `other_${unique()}@test.example`, password: 'secret-123' });
    expectError(sameName, 409, 'This username is already taken');
  });

  it('ignores role, id and admin flags in the payload (no privilege by mass assignment)', async () => {
    const client = server.client();
    const reply = await client.post('/api/register', {
      username: `sneaky_${unique()}`,
      email: `sneaky_${unique()}@test.example`,
      password: 'secret-123',
      role: 'admin',
      id: 999,
      type: 'business',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ role: 'user', type: 'user' });
    expect(reply.body.id).not.toBe(999);
    expect((await client.get('/api/waitlist')).status).toBe(403);
  });
});

describe('POST /api/login', () => {
  it('signs a customer in with the right password, the email in any case', async () => {
    const customer = await newCustomer(server);
    const client = server.client();
    const reply = await client.post('/api/login', { email: `  ${customer.email.toUpperCase()} `, password: customer.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: customer.id, type: 'user', role: 'user', username: customer.username, email: customer.email });
    expectNoSecrets(reply.body);
    expect((await client.get('/api/user')).body.id).toBe(customer.id);
  });

  it('answers a wrong password, an unknown email and a business email exactly alike', async () => {
    const customer = await newCustomer(server);
    const wrongPassword = await server.client().post('/api/login', { email: customer.email, password: 'not-the-password' });
    const unknownEmail = await server.client().post('/api/login', { email: `nobody_${unique()}@test.example`, password: 'not-the-password' });
    const businessEmail = await server.client().post('/api/login', { email: DEMO_BUSINESS.email, password: DEMO_BUSINESS.password });
    for (const reply of [wrongPassword, unknownEmail, businessEmail]) {
      expectError(reply, 401, 'Invalid email or password');
      expect(reply.body).toEqual(wrongPassword.body);
      expect(reply.headers.get('set-cookie')).toBeNull();
    }
  });

  it.each([
    [{ email: 'bad', password: 'x' }, 'Please enter a valid email'],
    [{ email: 'someone@test.example', password: '' }, 'Password is required'],
    [{ email: 'someone@test.example' }, 'Password is required'],
  ])('validates %o', async (payload, message) => {
    expectError(await server.client().post('/api/login', payload), 400, message);
  });

  it('issues a new session id at every login; the previous cookie no longer works', async () => {
    const customer = await newCustomer(server);
    const client = customer.client;
    const first = client.cookies.get('sid');
    expect(first).toBeTruthy();
    const beforeRelogin = copyOfJar(client);

    expect((await client.post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
    const second = client.cookies.get('sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    expect((await client.get('/api/user')).status).toBe(200);
    expectError(await beforeRelogin.get('/api/user'), 401);
  });

  it('sets a signed, HttpOnly, SameSite=Lax session cookie on path /', async () => {
    const customer = await newCustomer(server);
    const reply = await server.client().post('/api/login', { email: customer.email, password: customer.password });
    const cookies = reply.headers.getSetCookie();
    const sid = cookies.find((line) => line.startsWith('sid='));
    const signature = cookies.find((line) => line.startsWith('sid.sig='));
    expect(sid).toBeDefined();
    expect(signature).toBeDefined();
    for (const line of [sid!, signature!]) {
      expect(line).toMatch(/;\s*path=\/(;|$)/i);
      expect(line).toMatch(/;\s*httponly/i);
      expect(line).toMatch(/;\s*samesite=lax/i);
      // Plain HTTP in tests: not Secure (production serves __Host-sid with Secure).
      expect(line).not.toMatch(/;\s*secure/i);
    }
    // The cookie carries an opaque id, nothing about the account.
    const value = sid!.split(';')[0]!.slice('sid='.length);
    expect(value).not.toContain(customer.email);
    expect(value.length).toBeGreaterThanOrEqual(20);
  });

  it('ignores a tampered cookie or signature (401)', async () => {
    const customer = await newCustomer(server);
    const sid = customer.client.cookies.get('sid')!;
    const sig = customer.client.cookies.get('sid.sig')!;
    const flipped = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
    for (const cookie of [`sid=${flipped(sid)}; sid.sig=${sig}`, `sid=${sid}; sid.sig=${flipped(sig)}`, `sid=${sid}`, `sid.sig=${sig}`]) {
      expectError(await server.client().get('/api/user', { cookie }), 401);
    }
    // The untouched pair still works.
    expect((await server.client().get('/api/user', { cookie: `sid=${sid}; sid.sig=${sig}` })).status).toBe(200);
  });
});

describe('POST /api/business/register and /api/business/login', () => {
  it('registers an unverified business (201), signs it in, and logs it in again', async () => {
    const client = server.client();
    const suffix = unique();
    const payload = {
      name: `Corner Shop ${suffix}`,
      email: `Corner_${suffix}@Test.Example`,
      password: 'secret-123',
      category: 'Café',
      description: 'Coffee and cake.',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      role: 'owner',
      verified: true,
      stripeAccountId: 'acct_evil',
      subscriptionActive: true,
    };
    const reply = await client.post('/api/business/register', payload);
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body)).toEqual(expect.arrayContaining(ACCOUNT_KEYS_BUSINESS));
    expect(reply.body).toMatchObject({
      type: 'business',
      role: 'business',
      name: payload.name,
      email: payload.email.toLowerCase(),
      category: 'Café',
      city: 'Austin',
      verified: false,
      subscriptionActive: false,
    });
    expectNoSecrets(reply.body);
    expect((await client.get('/api/user')).body).toMatchObject({ type: 'business', id: reply.body.id });

    const again = server.client();
    const login = await again.post('/api/business/login', { email: payload.email, password: 'secret-123' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: reply.body.id, type: 'business', name: payload.name });
    expectNoSecrets(login.body);
  });

  it.each([
    [{ email: 'x@test.example', password: 'secret-123', category: 'Retail' }, 'Business name is required'],
    [{ name: 'Shop', email: 'x@test.example', password: 'secret-123' }, 'Category is required'],
    [{ name: 'Shop', email: 'x@test.example', password: 'secret-123', category: 'Weapons' }, 'Category is required'],
    [{ name: 'Shop', email: 'x@test.example', password: 'short', category: 'Retail' }, 'Password must be at least 8 characters'],
    [{ name: 'Shop', email: 'nope', password: 'secret-123', category: 'Retail' }, 'Please enter a valid email'],
  ])('validates the registration %o', async (payload, message) => {
    expectError(await server.client().post('/api/business/register', payload), 400, message);
  });

  it('refuses a taken business email with 409', async () => {
    const business = await newBusiness(server);
    const reply = await server.client().post('/api/business/register', { name: 'Copy', email: business.email, password: 'secret-123', category: 'Retail' });
    expectError(reply, 409, 'A business with this email already exists');
  });

  it('answers a wrong password and a customer email alike (401)', async () => {
    const business = await newBusiness(server);
    const wrong = await server.client().post('/api/business/login', { email: business.email, password: 'wrong-password' });
    const customer = await server.client().post('/api/business/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expectError(wrong, 401, 'Invalid email or password');
    expect(customer.body).toEqual(wrong.body);
    expect(customer.status).toBe(401);
  });
});

describe('POST /api/admin/login', () => {
  it('signs the admin (id 999) in', async () => {
    const client = server.client();
    const reply = await client.post('/api/admin/login', { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: 999, type: 'user', role: 'admin', email: TEST_ADMIN.email });
    expectNoSecrets(reply.body);
    expect((await client.get('/api/user')).body.id).toBe(999);
  });

  it('refuses everyone but the admin, alike', async () => {
    const customer = await newCustomer(server);
    const wrongPassword = await server.client().post('/api/admin/login', { email: TEST_ADMIN.email, password: 'wrong-password' });
    const aCustomer = await server.client().post('/api/admin/login', { email: customer.email, password: customer.password });
    const aBusiness = await server.client().post('/api/admin/login', { email: DEMO_BUSINESS.email, password: DEMO_BUSINESS.password });
    for (const reply of [wrongPassword, aCustomer, aBusiness]) {
      expectError(reply, 401, 'Invalid email or password');
      expect(reply.body).toEqual(wrongPassword.body);
    }
    // The admin cannot sign in through the customer login either.
    expectError(await server.client().post('/api/login', TEST_ADMIN), 401, 'Invalid email or password');
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: '   ', password: 'x' }, 'Email is required'],
    [{ email: 'admin@test.example' }, 'Password is required'],
    [{ email: 'admin@test.example', password: '' }, 'Password is required'],
  ])('validates %o', async (payload, message) => {
    expectError(await server.client().post('/api/admin/login', payload), 400, message);
  });
});

describe('POST /api/demo-login/:kind', () => {
  it('signs the demo customer in', async () => {
    const client = server.client();
    const reply = await client.post('/api/demo-login/user');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ type: 'user', role: 'user', username: DEMO_CUSTOMER.username, email: DEMO_CUSTOMER.email });
    expectNoSecrets(reply.body);
    expect((await client.get('/api/user')).body.username).toBe(DEMO_CUSTOMER.username);
  });

  it('signs the demo business (Sunrise Bistro, verified, role business: no waitlist) in', async () => {
    const client = server.client();
    const reply = await client.post('/api/demo-login/business');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ type: 'business', role: 'business', name: 'Sunrise Bistro', email: DEMO_BUSINESS.email, verified: true });
    expectNoSecrets(reply.body);
    expectError(await client.get('/api/waitlist'), 403);
  });

  it.each(['admin', 'owner', 'USER', 'x'])('answers 404 JSON for kind %s', async (kind) => {
    const client = server.client();
    expectError(await client.post(`/api/demo-login/${kind}`), 404);
    expect(client.cookies.size).toBe(0);
  });
});

describe('demo logins with DEMO_MODE=false', () => {
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startTestServer({ env: { DEMO_MODE: 'false' } });
  });
  afterAll(() => closed.stop());

  it('do not exist (404) and seed no demo account', async () => {
    for (const kind of ['user', 'business']) {
      const client = closed.client();
      expectError(await client.post(`/api/demo-login/${kind}`), 404);
      expectError(await client.get('/api/user'), 401);
    }
    expectError(await closed.client().post('/api/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }), 401);
    expect((await closed.client().get('/api/config')).body).toEqual({ demoMode: false, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: false });
  });
});

describe('GET /api/user', () => {
  it('answers 401 JSON when signed out', async () => {
    expectError(await server.client().get('/api/user'), 401);
    expectError(await server.client().get('/api/user', { cookie: 'sid=made-up-session-id' }), 401);
  });
});

describe('PATCH /api/user', () => {
  it('lets a customer change the username, the email sent back as it is (any case)', async () => {
    const customer = await newCustomer(server);
    const username = `renamed_${unique()}`;
    const reply = await customer.client.patch('/api/user', { username, email: customer.email.toUpperCase() });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: customer.id, type: 'user', username, email: customer.email });
    expectNoSecrets(reply.body);
    expect((await customer.client.get('/api/user')).body).toMatchObject({ username, email: customer.email });
  });

  // Issue 18: an email changes only through POST /api/user/email-change (current password, then a
  // link opened from the new address); the profile edit refuses a different one.
  it('refuses a different email: it changes through Change email', async () => {
    const customer = await newCustomer(server);
    const email = `Renamed_${unique()}@Test.Example`;
    expectError(await customer.client.patch('/api/user', { username: customer.username, email }), 400, EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE);
    expect((await customer.client.get('/api/user')).body.email).toBe(customer.email);
    expect((await server.client().post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
  });

  it('keeps a business as it is: the name stays and a different email is refused', async () => {
    const business = await newBusiness(server);
    const reply = await business.client.patch('/api/user', { username: 'New Name', email: business.email });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: business.id, type: 'business', name: business.name, email: business.email });
    expectNoSecrets(reply.body);
    expectError(await business.client.patch('/api/user', { email: `moved_${unique()}@test.example` }), 400, EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE);
    expect((await business.client.get('/api/user')).body).toMatchObject({ name: business.name, email: business.email });
  });

  it.each([
    [{ username: 'a', email: 'ok@test.example' }, 'Username must be at least 2 characters.'],
    [{ username: 'fine_name', email: 'nope' }, 'Please enter a valid email address.'],
  ])('validates %o', async (payload, message) => {
    const customer = await newCustomer(server);
    expectError(await customer.client.patch('/api/user', payload), 400, message);
  });

  it('refuses a username another customer holds (409), and another customer’s email like any other (400)', async () => {
    const [one, two] = [await newCustomer(server), await newCustomer(server)];
    expectError(await two.client.patch('/api/user', { username: two.username, email: one.email }), 400, EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE);
    expectError(await two.client.patch('/api/user', { username: one.username, email: two.email }), 409, 'This username is already taken');
  });

  it('answers 401 when signed out, whatever the body', async () => {
    expectError(await server.client().patch('/api/user', { username: 'someone', email: 'someone@test.example' }), 401);
    expectError(await server.client().patch('/api/user', {}), 401);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session: the old cookie, sent again, gets 401', async () => {
    const customer = await newCustomer(server);
    const saved = cookieHeader(customer.client);
    const sessionId = customer.client.cookies.get('sid')!;
    expect((await server.client().get('/api/user', { cookie: saved })).status).toBe(200);
    expect(await server.infrastructure.repositories.sessions.findById(sessionId)).not.toBeNull();

    const reply = await customer.client.post('/api/logout');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'You have been successfully logged out.' });
    expect(reply.headers.getSetCookie().some((line) => /^sid=;/.test(line) || /^sid=.*expires=Thu, 01 Jan 1970/i.test(line))).toBe(true);
    expect(customer.client.cookies.has('sid')).toBe(false);
    expectError(await customer.client.get('/api/user'), 401);

    // The copied cookie (a stolen one) is worthless: the row is gone.
    expect(await server.infrastructure.repositories.sessions.findById(sessionId)).toBeNull();
    expectError(await server.client().get('/api/user', { cookie: saved }), 401);
  });

  it('is harmless when nobody is signed in', async () => {
    expect((await server.client().post('/api/logout')).status).toBe(200);
  });
});

describe('login rate limiting', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited.stop());

  it('answers the 11th attempt for one email from one address within the window with 429 and Retry-After', async () => {
    const customer = await newCustomer(limited);
    const address = '203.0.113.200';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const reply = await limited.client({ address }).post('/api/login', { email: customer.email, password: `wrong-${attempt}` });
      expect(reply.status, `attempt ${attempt}`).toBe(401);
    }
    // Even the right password is refused now: the limit is per email and address, before any check.
    const eleventh = await limited.client({ address }).post('/api/login', { email: customer.email.toUpperCase(), password: customer.password });
    expectError(eleventh, 429, 'Too many login attempts. Please wait a few minutes and try again.');
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another email is not affected, and the limits of the three logins are separate.
    const other = await newCustomer(limited);
    expect((await limited.client({ address }).post('/api/login', { email: other.email, password: other.password })).status).toBe(200);
    expectError(await limited.client({ address }).post('/api/business/login', { email: customer.email, password: customer.password }), 401);
  });
});
