// The standard deal form on /business/create-deal (business-side sections 2, 3, 4, 5, 8 and 9).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { CreateDealPage } from '../../../apps/business-portal/src/app/routes/create-deal.js';
import { MarketingTip } from '../../../apps/business-portal/src/features/deal-forms/components/marketing-tip.js';
import { deferred, type AnswerTo, type RouteTo } from '../api-mock.js';
import { aBusiness } from '../mothers.js';
import { renderWithApp } from '../render.js';
import { currentToast, defaultDates, expectError, fill, qualityScore, renderPortalPage, SLOW, type PageSetup } from './deal-forms-fixtures.js';
import { aCreatedDeal, someStats } from './portal-mothers.js';
import { businessStatsQueryOptions } from '../../../apps/business-portal/src/api/get-business-stats.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';
import { PICTURE_TOO_LARGE_MESSAGE } from '@marketplace/core/media/domain/picture';
import { anUploadedPicture, aPictureFile, fakePictureUploads } from './picture-uploads.js';

const CREATED = { status: 201, body: aCreatedDeal({ id: 501, title: 'Brunch for two' }) } as const;

function renderCreateDeal(create: RouteTo<'POST /api/deals'> = CREATED, setup: PageSetup = {}) {
  const rendered = renderPortalPage(<CreateDealPage />, { path: '/business/create-deal', route: '/business/create-deal' }, { ...setup, routes: { 'POST /api/deals': create, ...setup.routes } });
  const form = async () => within(await screen.findByRole('form', { name: 'Create deal' }));
  return { ...rendered, form };
}

function stepStatus() {
  return screen.getByTestId('step-status').textContent;
}

async function fillValidDeal(user: ReturnType<typeof renderCreateDeal>['user'], form: Awaited<ReturnType<ReturnType<typeof renderCreateDeal>['form']>>) {
  await fill(user, form.getByLabelText('Title'), 'Brunch for two');
  await fill(user, form.getByLabelText('Description'), 'Two brunch plates and two coffees on any weekend.');
  await user.selectOptions(form.getByLabelText('Category'), 'Café');
  await fill(user, form.getByLabelText('Price ($)'), '12.50');
  await fill(user, form.getByLabelText('Discount (%)'), '20');
}

describe('standard deal form', SLOW, () => {
  afterEach(() => toastStore.dismiss());

  it('starts today, ends 30 days later, allows 1 redemption, and offers the standard categories from the API', async () => {
    const { form, api } = renderCreateDeal();
    const f = await form();
    const { today, in30Days } = defaultDates();

    expect(f.getByLabelText('Start date')).toHaveValue(today);
    expect(f.getByLabelText('End date')).toHaveValue(in30Days);
    expect(f.getByLabelText('Max redemptions per customer')).toHaveValue(1);
    expect(f.getByLabelText('Price ($)')).toHaveAttribute('step', '0.01');
    expect(f.getByLabelText('Title')).toHaveValue('');
    await waitFor(() => expect(f.getByLabelText('Category')).not.toHaveAttribute('aria-busy'));
    const options = within(f.getByLabelText('Category')).getAllByRole('option').map((option) => option.textContent);
    // GET /api/categories also holds the wizard's list ("Food & Drink", ...): the standard form offers its own.
    expect(options).toEqual(['Select a category', ...DEAL_CATEGORIES]);
    expect(api.callsTo('GET', '/api/categories')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/business/dashboard');
    expect(stepStatus()).toBe('Step 1 of 4: Get started');
  });

  it('shows every message of section 5 on an empty submit and sends nothing', async () => {
    const { user, form, api } = renderCreateDeal();
    const f = await form();
    fireEvent.change(f.getByLabelText('Start date'), { target: { value: '' } });
    fireEvent.change(f.getByLabelText('End date'), { target: { value: '' } });
    await user.clear(f.getByLabelText('Max redemptions per customer'));

    await user.click(f.getByRole('button', { name: 'Create Deal' }));

    await waitFor(() => expectError(f.getByLabelText('Title'), 'Title must be at least 3 characters'));
    expectError(f.getByLabelText('Description'), 'Description must be at least 10 characters');
    expectError(f.getByLabelText('Category'), 'Please select a category');
    expectError(f.getByLabelText('Price ($)'), 'Price must be a positive number');
    expectError(f.getByLabelText('Discount (%)'), 'Discount must be between 1% and 100%');
    expectError(f.getByLabelText('Start date'), 'Please enter a valid start date');
    expectError(f.getByLabelText('End date'), 'Please enter a valid end date');
    expectError(f.getByLabelText('Max redemptions per customer'), 'Max redemptions must be a positive number');
    expect(f.getByLabelText('Picture (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
  });

  it('refuses short texts, a zero price, a discount outside 1–100 or not whole, and zero redemptions', async () => {
    const { user, form, api } = renderCreateDeal();
    const f = await form();
    await user.type(f.getByLabelText('Title'), 'Hi');
    await user.type(f.getByLabelText('Description'), 'Too short');
    await user.type(f.getByLabelText('Price ($)'), '0');
    await user.type(f.getByLabelText('Discount (%)'), '101');
    await user.clear(f.getByLabelText('Max redemptions per customer'));
    await user.type(f.getByLabelText('Max redemptions per customer'), '0');
    await user.click(f.getByRole('button', { name: 'Create Deal' }));

    await waitFor(() => expectError(f.getByLabelText('Title'), 'Title must be at least 3 characters'));
    expectError(f.getByLabelText('Description'), 'Description must be at least 10 characters');
    expectError(f.getByLabelText('Price ($)'), 'Price must be a positive number');
    expectError(f.getByLabelText('Discount (%)'), 'Discount must be between 1% and 100%');
    expectError(f.getByLabelText('Max redemptions per customer'), 'Max redemptions must be a positive number');

    await user.clear(f.getByLabelText('Discount (%)'));
    await user.type(f.getByLabelText('Discount (%)'), '12.5');
    await user.click(f.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expectError(f.getByLabelText('Discount (%)'), 'Discount must be between 1% and 100%'));
    await user.clear(f.getByLabelText('Discount (%)'));
    await user.type(f.getByLabelText('Discount (%)'), '0');
    await user.click(f.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expectError(f.getByLabelText('Discount (%)'), 'Discount must be between 1% and 100%'));
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
  });

  it('moves the step indicator up with the field touched (2 details, 3 price, 4 dates) and never back down', async () => {
    const { user, form } = renderCreateDeal();
    const f = await form();
    expect(stepStatus()).toBe('Step 1 of 4: Get started');

    await user.type(f.getByLabelText('Title'), 'B');
    expect(stepStatus()).toBe('Step 2 of 4: Deal details');
    expect(within(screen.getByRole('group', { name: 'Deal creation progress' })).getByText('Deal details').closest('li')).toHaveAttribute('aria-current', 'step');

    await user.type(f.getByLabelText('Discount (%)'), '1');
    expect(stepStatus()).toBe('Step 3 of 4: Price & discount');

    await user.type(f.getByLabelText('Description'), 'More');
    expect(stepStatus()).toBe('Step 3 of 4: Price & discount');

    fireEvent.change(f.getByLabelText('End date'), { target: { value: '2031-01-31' } });
    expect(stepStatus()).toBe('Step 4 of 4: Schedule & limits');

    await user.type(f.getByLabelText('Price ($)'), '5');
    await user.selectOptions(f.getByLabelText('Category'), 'Retail');
    expect(stepStatus()).toBe('Step 4 of 4: Schedule & limits');
  });

  it('goes to step 4 from the redemptions field, skipping steps', async () => {
    const { user, form } = renderCreateDeal();
    const f = await form();
    await user.type(f.getByLabelText('Max redemptions per customer'), '2');
    expect(stepStatus()).toBe('Step 4 of 4: Schedule & limits');
  });

  it('scores the form as section 9 says: completion capped at 70, bonuses, colour above 50 and above 80, badges', async () => {
    const { user, form } = renderCreateDeal();
    const f = await form();

    // 3 of 8 fields filled by the defaults (the dates and the redemptions): 38.
    expect(qualityScore()).toEqual({ score: 38, band: 'low', reached: ['Getting started · 10'] });

    await user.type(f.getByLabelText('Title'), 'Brunch');
    expect(qualityScore()).toMatchObject({ score: 50, band: 'low', reached: ['Getting started · 10', 'Halfway there · 50'] });

    await user.selectOptions(f.getByLabelText('Category'), 'Café');
    expect(qualityScore()).toMatchObject({ score: 63, band: 'medium' });

    await fill(user, f.getByLabelText('Description'), 'Two plates.');
    await user.type(f.getByLabelText('Price ($)'), '10');
    await user.type(f.getByLabelText('Discount (%)'), '10');
    // Every field filled: 100% completion, capped at 70.
    expect(qualityScore()).toEqual({ score: 70, band: 'medium', reached: ['Getting started · 10', 'Halfway there · 50', 'Looking good · 70'] });

    await user.type(f.getByLabelText('Title'), ' special');
    expect(qualityScore()).toMatchObject({ score: 80, band: 'medium' });

    await user.clear(f.getByLabelText('Discount (%)'));
    await user.type(f.getByLabelText('Discount (%)'), '15');
    expect(qualityScore()).toMatchObject({ score: 85, band: 'high' });
    await user.clear(f.getByLabelText('Discount (%)'));
    await user.type(f.getByLabelText('Discount (%)'), '40');
    expect(qualityScore()).toMatchObject({ score: 95, band: 'high' });
    expect(qualityScore().reached).toContain('Outstanding · 95');
    // The 85 badge belongs to the slider form only.
    expect(screen.queryByText(/Great pricing/)).not.toBeInTheDocument();

    fakePictureUploads();
    await user.upload(f.getByLabelText('Picture (optional)'), aPictureFile());
    await waitFor(() => expect(qualityScore()).toMatchObject({ score: 100, band: 'high' }));
  });

  it('uploads a chosen picture with its progress, previews it with its widths, and removes it', async () => {
    const uploads = fakePictureUploads(undefined, { manual: true });
    const { user, form } = renderCreateDeal();
    const f = await form();
    const preview = screen.getByTestId('image-preview');
    expect(preview).toHaveTextContent('No picture yet');

    await user.upload(f.getByLabelText('Picture (optional)'), aPictureFile('brunch.png', 'image/png'));
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(1);
    expect(uploads.sent[0]?.contentType).toBe('image/png');
    act(() => uploads.finish());

    const image = await within(preview).findByRole('img', { name: 'Preview of your deal picture' });
    const picture = anUploadedPicture();
    expect(image).toHaveAttribute('src', picture.url.replace('-1200.webp', '-800.webp'));
    expect(image).toHaveAttribute('srcset', picture.srcSet);
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();

    await user.click(f.getByRole('button', { name: 'Remove the picture' }));
    expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
    expect(preview).toHaveTextContent('No picture yet');
  });

  it("shows the server's message when it refuses the file, and keeps the form", async () => {
    const message = 'Upload a JPEG, PNG or WebP picture';
    fakePictureUploads({ status: 400, body: { message, code: 'media.unsupported' } });
    const { user, form } = renderCreateDeal();
    const f = await form();
    await user.upload(f.getByLabelText('Picture (optional)'), aPictureFile('notes.jpg'));
    expect(await f.findByRole('alert')).toHaveTextContent(message);
    expect(f.getByLabelText('Picture (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByTestId('image-preview')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const uploads = fakePictureUploads();
    const { user, form } = renderCreateDeal();
    const f = await form();
    await user.upload(f.getByLabelText('Picture (optional)'), aPictureFile('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(await f.findByRole('alert')).toHaveTextContent(PICTURE_TOO_LARGE_MESSAGE);
    expect(uploads.sent).toHaveLength(0);
  });

  it('sends the standard payload, shows "Creating Deal..." meanwhile, then toasts, refreshes the deals and goes to the dashboard', async () => {
    const answer = deferred<AnswerTo<'POST /api/deals'>>();
    const { user, form, api, queryClient } = renderCreateDeal(() => answer.promise);
    queryClient.setQueryData(['business', 'deals'], { deals: [] });
    queryClient.setQueryData(businessStatsQueryOptions().queryKey, someStats());
    const f = await form();
    const { today, in30Days } = defaultDates();
    await fillValidDeal(user, f);
    await user.clear(f.getByLabelText('Max redemptions per customer'));
    await user.type(f.getByLabelText('Max redemptions per customer'), '2');
    fakePictureUploads();
    await user.upload(f.getByLabelText('Picture (optional)'), aPictureFile());
    await within(screen.getByTestId('image-preview')).findByRole('img');

    await user.click(f.getByRole('button', { name: 'Create Deal' }));

    const pending = await f.findByRole('button', { name: 'Creating Deal...' });
    expect(pending).toBeDisabled();
    const [call] = api.callsTo('POST', '/api/deals');
    expect(call?.body).toEqual({
      title: 'Brunch for two',
      description: 'Two brunch plates and two coffees on any weekend.',
      category: 'Café',
      price: 12.5,
      discountPercent: 20,
      startDate: `${today}T00:00:00.000Z`,
      endDate: `${in30Days}T00:00:00.000Z`,
      maxRedemptionsPerUser: 2,
      imageUrl: anUploadedPicture().url,
      active: true,
    });
    // The server reads it as a standard deal.
    expect(createDealPayloadSchema.parse(call?.body).kind).toBe('standard');

    answer.resolve(CREATED);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(currentToast()).toEqual({ title: 'Deal Created', description: 'Your new deal has been successfully created.', variant: 'default' });
    expect(screen.getByRole('status')).toHaveTextContent('Deal Created');
    expect(queryClient.getQueryState(['business', 'deals'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['business', 'stats'])?.isInvalidated).toBe(true);
  });

  it('leaves a blank image out of the payload', async () => {
    const { user, form, api } = renderCreateDeal();
    const f = await form();
    await fillValidDeal(user, f);
    await user.click(f.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/deals')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/deals')[0]?.body).not.toHaveProperty('imageUrl');
  });

  it('shows the destructive "Failed to Create Deal" toast with the server message, stays, and marks the field', async () => {
    const message = 'The end date must not be before the start date';
    const { user, form } = renderCreateDeal({ status: 400, body: { message, issues: [{ path: 'endDate', message }] } });
    const f = await form();
    await fillValidDeal(user, f);
    await user.click(f.getByRole('button', { name: 'Create Deal' }));

    const title = await screen.findByText('Failed to Create Deal');
    expect(title.closest('[role="alert"]')).toHaveTextContent(message);
    expect(currentToast()).toMatchObject({ title: 'Failed to Create Deal', description: message, variant: 'destructive' });
    expectError(f.getByLabelText('End date'), message);
    expect(f.getByLabelText('Title')).toHaveValue('Brunch for two');
    expect(f.getByRole('button', { name: 'Create Deal' })).toBeEnabled();
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
  });

  it('tells an unverified business, before and after submitting, that the deal is saved as a draft', async () => {
    const draft = { status: 201 as const, body: { ...CREATED.body, draft: true, active: false } };
    const { user, form } = renderCreateDeal(draft, { business: aBusiness({ verified: false }) });
    const f = await form();
    expect(f.getByText('Your business is awaiting verification')).toBeInTheDocument();
    expect(f.getByText(DRAFT_NOTICE)).toBeInTheDocument();

    await fillValidDeal(user, f);
    await user.click(f.getByRole('button', { name: 'Create Deal' }));

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(currentToast()).toEqual({
      title: 'Deal Created',
      description: `Your new deal has been successfully created. ${DRAFT_NOTICE}`,
      variant: 'default',
    });
  });

  it('says nothing about drafts to a verified business', async () => {
    const { form } = renderCreateDeal();
    const f = await form();
    expect(f.queryByText('Your business is awaiting verification')).not.toBeInTheDocument();
  });
});

describe('marketing tip', () => {
  it('shows a tip for 5 seconds, hides it, and shows the next one every 8 seconds', () => {
    vi.useFakeTimers();
    const tips = ['First tip', 'Second tip', 'Third tip'];
    renderWithApp(<MarketingTip tips={tips} />);
    const area = screen.getByTestId('marketing-tip');
    expect(area).toHaveTextContent('First tip');

    act(() => vi.advanceTimersByTime(4999));
    expect(area).toHaveTextContent('First tip');
    act(() => vi.advanceTimersByTime(1));
    expect(area).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(3000));
    expect(area).toHaveTextContent('Second tip');
    act(() => vi.advanceTimersByTime(5000));
    expect(area).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(3000));
    expect(area).toHaveTextContent('Third tip');
    act(() => vi.advanceTimersByTime(8000));
    expect(area).toHaveTextContent('First tip');
  });

  it('keeps the current tip on screen while paused', () => {
    vi.useFakeTimers();
    renderWithApp(<MarketingTip tips={['First tip', 'Second tip']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause tips' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByTestId('marketing-tip')).toHaveTextContent('First tip');

    fireEvent.click(screen.getByRole('button', { name: 'Resume tips' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByTestId('marketing-tip')).toHaveTextContent('Second tip');
  });
});
