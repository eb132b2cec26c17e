// The business portal's sign-in and registration page, /business/auth (business-side sections 2,
// 4, 5 and 8): the Login tab, the 4-step registration wizard and the Quick Testing Access block
// (demo mode only, as GET /api/config says).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { BusinessAuthPage } from '../../../apps/business-portal/src/app/routes/business-auth.js';
import { usePortalDemoLogin } from '../../../apps/business-portal/src/features/business-auth/api/portal-demo-login.js';
import { QuickTestingAccess } from '../../../apps/business-portal/src/features/business-auth/components/quick-testing-access.js';
import { DEMO_CONFIG, NON_DEMO_CONFIG, SIGNED_OUT, deferred, mockApi, type AnswerTo, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer } from '../mothers.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

const CATEGORIES: AnswerTo<'GET /api/categories'> = {
  body: ['Restaurant', 'Café', 'Retail', 'Wellness', 'Fitness', 'Beauty', 'Entertainment', 'Other', 'Food & Drink', 'Services'].map((name, index) => ({ id: index + 1, name })),
};

function renderPage(routes: ApiRoutes = {}) {
  const api = mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/categories': CATEGORIES, 'GET /api/config': DEMO_CONFIG, ...routes });
  const rendered = renderWithApp(<BusinessAuthPage />, { path: '/business/auth', route: '/business/auth' });
  return { ...rendered, api };
}

async function openRegister(routes: ApiRoutes = {}) {
  const rendered = renderPage(routes);
  await rendered.user.click(await screen.findByRole('tab', { name: 'Register' }));
  return { ...rendered, form: within(screen.getByRole('form', { name: 'Business registration' })) };
}

/** The step heading the wizard shows ("Step 2 of 4: Business"). */
function currentStep() {
  return screen.getByRole('heading', { name: /^Step \d of 4: / }).textContent;
}

function stepButton(step: number) {
  return screen.getByRole('button', { name: new RegExp(`^Step ${step}: `) });
}

type Rendered = Awaited<ReturnType<typeof openRegister>>;

async function fillAccount({ user, form }: Rendered, values: { name?: string; email?: string; password?: string; confirm?: string } = {}) {
  await user.type(form.getByLabelText('Business Name'), values.name ?? 'Corner Café');
  await user.type(form.getByLabelText('Email'), values.email ?? 'owner@corner.example');
  await user.type(form.getByLabelText('Password'), values.password ?? 'secret-1');
  await user.type(form.getByLabelText('Confirm Password'), values.confirm ?? values.password ?? 'secret-1');
}

async function continueOn({ user }: Rendered) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Fills steps 1 and 2 and continues to step 3 (Location). */
async function reachLocation(rendered: Rendered) {
  await fillAccount(rendered);
  await continueOn(rendered);
  await screen.findByRole('heading', { name: 'Step 2 of 4: Business' });
  await rendered.user.selectOptions(rendered.form.getByLabelText('Category'), 'Café');
  await continueOn(rendered);
  await screen.findByRole('heading', { name: 'Step 3 of 4: Location' });
}

describe('/business/auth', () => {
  afterEach(() => toastStore.dismiss());

  it('shows the Login and Register tabs, the pitch and, in demo mode, the Quick Testing Access block', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Keep 75% of every sale')).toBeInTheDocument();
    expect(screen.getByText('Simple redemption')).toBeInTheDocument();
    expect(screen.getByText('Analytics dashboard')).toBeInTheDocument();
    const quick = within(await screen.findByRole('region', { name: 'Quick Testing Access' }));
    expect(quick.getByRole('button', { name: 'Login as Customer' })).toBeEnabled();
    expect(quick.getByRole('button', { name: 'Login as Business' })).toBeEnabled();
  });

  it('shows no Quick Testing Access block or demo login with demo mode off', async () => {
    const { queryClient } = renderPage({ 'GET /api/config': NON_DEMO_CONFIG });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    await serverConfigAnswered(queryClient);

    expect(screen.queryByRole('region', { name: 'Quick Testing Access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login as Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login as Business' })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
  });

  it('shows no Quick Testing Access block while GET /api/config is loading', async () => {
    const config = deferred<AnswerTo<'GET /api/config'>>();
    renderPage({ 'GET /api/config': () => config.promise });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick Testing Access' })).not.toBeInTheDocument();

    config.resolve(DEMO_CONFIG);
    expect(await screen.findByRole('region', { name: 'Quick Testing Access' })).toBeInTheDocument();
  });

  it('sends a signed-in business on to its dashboard', async () => {
    mockApi({ 'GET /api/user': { body: aBusiness() } });
    renderWithApp(<BusinessAuthPage />, { path: '/business/auth', route: '/business/auth' });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('lets a signed-in customer see the page (to sign in as a business)', async () => {
    mockApi({ 'GET /api/user': { body: aCustomer() } });
    renderWithApp(<BusinessAuthPage />, { path: '/business/auth', route: '/business/auth' });
    expect(await screen.findByRole('heading', { name: 'Business Portal' })).toBeInTheDocument();
  });
});

describe('Login tab', () => {
  afterEach(() => toastStore.dismiss());

  it('shows "Please enter a valid email" and "Password is required" and sends nothing', async () => {
    const { user, api } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Business login' }));

    await user.click(form.getByRole('button', { name: 'Login' }));

    expect(await form.findByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.callsTo('POST', '/api/business/login')).toHaveLength(0);
  });

  it('refuses a malformed email even with a password', async () => {
    const { user, api } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Business login' }));

    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.type(form.getByLabelText('Password'), 'secret-1');
    await user.click(form.getByRole('button', { name: 'Login' }));

    expect(await form.findByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(form.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(api.callsTo('POST', '/api/business/login')).toHaveLength(0);
  });

  it('signs in with POST /api/business/login and goes to the dashboard', async () => {
    const answer = deferred<AnswerTo<'POST /api/business/login'>>();
    const { user, api } = renderPage({ 'POST /api/business/login': () => answer.promise });
    const form = within(await screen.findByRole('form', { name: 'Business login' }));

    await user.type(form.getByLabelText('Email'), 'owner@corner.example');
    await user.type(form.getByLabelText('Password'), 'secret-1');
    await user.click(form.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/business/login')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/business/login')[0]?.body).toEqual({ email: 'owner@corner.example', password: 'secret-1' });
    expect(form.getByRole('button', { name: 'Login' })).toBeDisabled();

    answer.resolve({ body: aBusiness() });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
    expect(screen.getByRole('status')).toHaveTextContent('You have successfully logged in to your business account.');
  });

  it('shows the server’s refusal clearly in the form', async () => {
    const { user } = renderPage({ 'POST /api/business/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const form = within(await screen.findByRole('form', { name: 'Business login' }));

    await user.type(form.getByLabelText('Email'), 'owner@corner.example');
    await user.type(form.getByLabelText('Password'), 'wrong-password');
    await user.click(form.getByRole('button', { name: 'Login' }));

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
    const toast = await screen.findByText('Business login failed');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Invalid email or password');
  });
});

describe('registration wizard', () => {
  afterEach(() => toastStore.dismiss());

  it('starts on step 1, Account, with the later step numbers not clickable', async () => {
    await openRegister();
    expect(currentStep()).toBe('Step 1 of 4: Account');
    expect(stepButton(1)).toHaveAttribute('aria-current', 'step');
    expect(stepButton(2)).toBeDisabled();
    expect(stepButton(3)).toBeDisabled();
    expect(stepButton(4)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('step 1: Continue shows every message and stays on the step', async () => {
    const rendered = await openRegister();
    const { form, api } = rendered;

    await continueOn(rendered);

    expect(await form.findByLabelText('Business Name')).toHaveAccessibleDescription('Business name is required');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(currentStep()).toBe('Step 1 of 4: Account');
    expect(api.callsTo('POST', '/api/business/register')).toHaveLength(0);
  });

  it('after a failed Continue, the step’s messages follow the typing (none vanishes under the next click)', async () => {
    const rendered = await openRegister();
    await continueOn(rendered);
    expect(await rendered.form.findByLabelText('Business Name')).toHaveAccessibleDescription('Business name is required');

    await rendered.user.type(rendered.form.getByLabelText('Business Name'), 'C');
    expect(rendered.form.getByLabelText('Business Name')).not.toHaveAccessibleDescription();
    await rendered.user.type(rendered.form.getByLabelText('Password'), 'secret-1');
    await rendered.user.type(rendered.form.getByLabelText('Confirm Password'), 'secret-1');
    await waitFor(() => expect(rendered.form.getByLabelText('Confirm Password')).not.toHaveAccessibleDescription());
    expect(rendered.form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
  });

  it('checks nothing while typing before Continue was tried', async () => {
    const rendered = await openRegister();
    await rendered.user.type(rendered.form.getByLabelText('Email'), 'not-an-email');
    await rendered.user.tab();
    expect(rendered.form.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('step 1: a 5-character password is too short', async () => {
    const rendered = await openRegister();
    await fillAccount(rendered, { password: '1234567' });
    await continueOn(rendered);

    expect(await rendered.form.findByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(currentStep()).toBe('Step 1 of 4: Account');
  });

  it('step 1: "Passwords do not match" goes on the confirm field, not on the password', async () => {
    const rendered = await openRegister();
    await fillAccount(rendered, { password: 'secret-1', confirm: 'secret-2' });
    await continueOn(rendered);

    await waitFor(() => expect(rendered.form.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(rendered.form.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(rendered.form.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
    expect(currentStep()).toBe('Step 1 of 4: Account');
  });

  it('step 2: Continue without a category shows "Category is required"; the description is optional', async () => {
    const rendered = await openRegister();
    await fillAccount(rendered);
    await continueOn(rendered);
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Business' })).toBeInTheDocument();

    await continueOn(rendered);

    expect(await rendered.form.findByLabelText('Category')).toHaveAccessibleDescription('Category is required');
    expect(rendered.form.getByLabelText('Description (optional)')).not.toHaveAccessibleDescription();
    expect(currentStep()).toBe('Step 2 of 4: Business');
  });

  it("step 2 offers the shared categories the server lists (not the wizard's former names)", async () => {
    const rendered = await openRegister();
    await fillAccount(rendered);
    await continueOn(rendered);
    const select = await rendered.form.findByLabelText('Category');

    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(10));
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a category',
      'Restaurant',
      'Café',
      'Retail',
      'Wellness',
      'Fitness',
      'Beauty',
      'Entertainment',
      'Services',
      'Other',
    ]);
    expect(rendered.api.callsTo('GET', '/api/categories')).toHaveLength(1);
  });

  it('step 2 follows the server’s list when it names fewer categories', async () => {
    const rendered = await openRegister({ 'GET /api/categories': { body: [{ id: 1, name: 'Restaurant' }, { id: 2, name: 'Café' }, { id: 3, name: 'Services' }] } });
    await fillAccount(rendered);
    await continueOn(rendered);
    const select = await rendered.form.findByLabelText('Category');

    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a category', 'Restaurant', 'Café', 'Services']));
  });

  it('step 3 (Location) is optional: Continue moves to Confirm with nothing filled in', async () => {
    const rendered = await openRegister();
    await reachLocation(rendered);
    await continueOn(rendered);
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Confirm' })).toBeInTheDocument();
  });

  it('goes back with Back, keeping what was typed', async () => {
    const rendered = await openRegister();
    await reachLocation(rendered);

    await rendered.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Business' })).toBeInTheDocument();
    expect(rendered.form.getByLabelText('Category')).toHaveValue('Café');

    await rendered.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Account' })).toBeInTheDocument();
    expect(rendered.form.getByLabelText('Business Name')).toHaveValue('Corner Café');
  });

  it('clicking a finished step’s number goes back to it; later steps can never be jumped to', async () => {
    const rendered = await openRegister();
    await reachLocation(rendered);
    expect(stepButton(1)).toBeEnabled();
    expect(stepButton(2)).toBeEnabled();
    expect(stepButton(4)).toBeDisabled();

    // Forward by number: nothing happens.
    await rendered.user.click(stepButton(4));
    expect(currentStep()).toBe('Step 3 of 4: Location');

    // Back by number.
    await rendered.user.click(stepButton(1));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Account' })).toBeInTheDocument();

    // Steps 2 and 3 were visited, yet only Continue leads there again.
    expect(stepButton(2)).toBeDisabled();
    expect(stepButton(3)).toBeDisabled();
    await rendered.user.click(stepButton(3));
    expect(currentStep()).toBe('Step 1 of 4: Account');

    await continueOn(rendered);
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Business' })).toBeInTheDocument();
  });

  it('Enter in a field acts as Continue (validating the step)', async () => {
    const rendered = await openRegister();
    await rendered.user.type(rendered.form.getByLabelText('Business Name'), 'Corner Café{Enter}');
    expect(await rendered.form.findByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(currentStep()).toBe('Step 1 of 4: Account');
  });

  it('registers from the Confirm step without the confirmation, tells an unverified business about drafts, then opens the dashboard', async () => {
    const answer = deferred<AnswerTo<'POST /api/business/register'>>();
    const rendered = await openRegister({ 'POST /api/business/register': () => answer.promise });
    await reachLocation(rendered);
    await rendered.user.type(rendered.form.getByLabelText('City'), 'Austin');
    await rendered.user.type(rendered.form.getByLabelText('State'), 'TX');
    await continueOn(rendered);
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Confirm' })).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText(/create deals right away\. Until our team has verified your business, its deals are saved as drafts/)).toBeInTheDocument();

    await rendered.user.click(screen.getByRole('button', { name: 'Create Business Account' }));

    await waitFor(() => expect(rendered.api.callsTo('POST', '/api/business/register')).toHaveLength(1));
    expect(rendered.api.callsTo('POST', '/api/business/register')[0]?.body).toEqual({
      name: 'Corner Café',
      email: 'owner@corner.example',
      password: 'secret-1',
      category: 'Café',
      city: 'Austin',
      state: 'TX',
    });
    expect(screen.getByRole('button', { name: 'Create Business Account' })).toBeDisabled();

    answer.resolve({ status: 201, body: aBusiness({ verified: false, subscriptionActive: false }) });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Business account created');
    expect(toast).toHaveTextContent(`Our team will call you to verify your business. ${DRAFT_NOTICE}`);
  });

  it('puts "email taken" back on step 1’s email field', async () => {
    const rendered = await openRegister({
      'POST /api/business/register': { status: 409, body: { message: 'A business with this email already exists' } },
    });
    await reachLocation(rendered);
    await continueOn(rendered);
    await rendered.user.click(await screen.findByRole('button', { name: 'Create Business Account' }));

    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Account' })).toBeInTheDocument();
    await waitFor(() => expect(rendered.form.getByLabelText('Email')).toHaveAccessibleDescription('A business with this email already exists'));
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
  });

  it('shows any other server failure on the Confirm step', async () => {
    const rendered = await openRegister({ 'POST /api/business/register': { status: 500, body: { message: 'Internal server error' } } });
    await reachLocation(rendered);
    await continueOn(rendered);
    await rendered.user.click(await screen.findByRole('button', { name: 'Create Business Account' }));

    const alert = await rendered.form.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('Internal server error');
    expect(currentStep()).toBe('Step 4 of 4: Confirm');
    const toast = await screen.findByText('Business registration failed');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Internal server error');
  });
});

describe('Quick Testing Access', () => {
  afterEach(() => toastStore.dismiss());

  function Harness({ land }: { land: (path: string) => void }) {
    return <QuickTestingAccess demoLogin={usePortalDemoLogin(land)} />;
  }

  it('"Login as Business" signs in as the demo business, says so and lands on /business/dashboard', async () => {
    const land = vi.fn();
    const api = mockApi({ 'POST /api/demo-login/business': { body: aBusiness({ role: 'owner' }) } });
    const { user, queryClient } = renderWithApp(<Harness land={land} />);

    await user.click(screen.getByRole('button', { name: 'Login as Business' }));

    await waitFor(() => expect(land).toHaveBeenCalledWith('/business/dashboard'));
    expect(api.callsTo('POST', '/api/demo-login/business')).toHaveLength(1);
    expect(queryClient.getQueryData(['session', 'current-account'])).toMatchObject({ type: 'business', role: 'owner' });
    expect(screen.getByRole('status')).toHaveTextContent('Demo Login Successful');
    expect(screen.getByRole('status')).toHaveTextContent("You're now logged in as a demo business");
  });

  it('"Login as Customer" signs in as the demo customer and lands on /profile', async () => {
    const land = vi.fn();
    mockApi({ 'POST /api/demo-login/user': { body: aCustomer() } });
    const { user } = renderWithApp(<Harness land={land} />);

    await user.click(screen.getByRole('button', { name: 'Login as Customer' }));

    await waitFor(() => expect(land).toHaveBeenCalledWith('/profile'));
    expect(screen.getByRole('status')).toHaveTextContent("You're now logged in as a demo user");
  });

  it('shows a destructive "Login Failed" toast with the server’s message and stays', async () => {
    const land = vi.fn();
    mockApi({ 'POST /api/demo-login/business': { status: 404, body: { message: 'Demo logins are turned off' } } });
    const { user } = renderWithApp(<Harness land={land} />);

    await user.click(screen.getByRole('button', { name: 'Login as Business' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Demo logins are turned off');
    expect(land).not.toHaveBeenCalled();
  });

  it('falls back to "An unknown error occurred" when the failure is not an Error', async () => {
    const land = vi.fn();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject('offline'));
    const { user } = renderWithApp(<Harness land={land} />);

    await user.click(screen.getByRole('button', { name: 'Login as Customer' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('An unknown error occurred');
  });
});
