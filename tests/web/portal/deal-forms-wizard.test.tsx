// The Cash to Discount wizard on /business/create-cash-to-discount-deal (business-side sections 2, 3, 4, 5, 8 and 9).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { CASH_TO_DISCOUNT_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { CreateCashToDiscountDealPage } from '../../../apps/business-portal/src/app/routes/create-cash-to-discount-deal.js';
import { deferred, type AnswerTo, type RouteTo } from '../api-mock.js';
import { aBusiness } from '../mothers.js';
import { currentToast, defaultDates, expectError, fill, qualityScore, renderPortalPage, SLOW, type PageSetup } from './deal-forms-fixtures.js';
import { aCreatedDeal } from './portal-mothers.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';
import { anUploadedPicture, aPictureFile, fakePictureUploads } from './picture-uploads.js';

const PRICES = ['$5', '$10', '$15', '$20', '$25', '$30'];
const CREATED = { status: 201, body: aCreatedDeal({ id: 503 }) } as const;

function renderWizard(create: RouteTo<'POST /api/deals'> = CREATED, setup: PageSetup = {}) {
  const rendered = renderPortalPage(
    <CreateCashToDiscountDealPage />,
    { path: '/business/create-cash-to-discount-deal', route: '/business/create-cash-to-discount-deal' },
    { ...setup, routes: { 'POST /api/deals': create } },
  );
  const form = async () => within(await screen.findByRole('form', { name: 'Create Cash to Discount deal' }));
  return { ...rendered, form };
}

type Form = Awaited<ReturnType<ReturnType<typeof renderWizard>['form']>>;
type User = ReturnType<typeof renderWizard>['user'];

function stepHeading(f: Form) {
  return f.getByRole('heading', { level: 2, name: /^Step \d:/ });
}

function progress() {
  return screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow');
}

function stepDiscounts(f: Form): string[] {
  return PRICES.map((price) => (f.getByRole('combobox', { name: `Discount for the ${price} option` }) as HTMLSelectElement).value);
}

function slide(f: Form, name: string, value: number) {
  fireEvent.change(f.getByRole('slider', { name }), { target: { value: String(value) } });
}

async function fillBasics(user: User, f: Form) {
  await fill(user, f.getByLabelText('Deal title'), 'Brunch ladder');
  await fill(user, f.getByLabelText('Description'), 'Pay more up front, save more on brunch.');
  await user.selectOptions(f.getByLabelText('Category'), 'Services');
}

async function toStep(user: User, f: Form, step: 2 | 3) {
  await fillBasics(user, f);
  await user.click(f.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 2: Price & Discount Settings'));
  if (step === 3) {
    await user.click(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 3: Review & Finalize'));
    await createArmed(f);
  }
}

/** The Create button is disabled for a moment after the last step appears (CREATE_ARMING_MS). */
async function createArmed(f: Form) {
  await waitFor(() => expect(f.getByRole('button', { name: 'Create Cash to Discount Deal' })).toBeEnabled(), { timeout: 2000 });
}

describe('Cash to Discount wizard', SLOW, () => {
  afterEach(() => toastStore.dismiss());

  it('opens on Basic Information with the wizard categories, 50% progress, the tips and the example structure', async () => {
    const { form } = renderWizard();
    const f = await form();
    expect(stepHeading(f)).toHaveTextContent('Step 1: Basic Information');
    expect(screen.getByTestId('step-status')).toHaveTextContent('Step 1 of 3: Basic Information');
    expect(within(f.getByLabelText('Category')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a category', ...CASH_TO_DISCOUNT_CATEGORIES]);
    expect(within(screen.getByTestId('image-preview')).queryByRole('img')).not.toBeInTheDocument();
    // Start, end and redemptions have defaults: 3 of the 6 key fields.
    expect(progress()).toBe('50');
    expect(f.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/business/dashboard');

    const tips = screen.getByRole('region', { name: /Tips for a great Cash to Discount deal/ });
    expect(tips).toHaveTextContent('Run your deal for 14–90 days; 30–45 days works best.');
    expect(tips).toHaveTextContent('Allow 1–5 redemptions per user.');
    const example = within(screen.getByTestId('example-structure'));
    expect(example.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['10%', '15%', '20%', '25%', '30%', '35%']);
  });

  it('counts progress as the share of the six key fields filled', async () => {
    const { user, form } = renderWizard();
    const f = await form();
    await fill(user, f.getByLabelText('Deal title'), 'Brunch ladder');
    expect(progress()).toBe('67');
    await fill(user, f.getByLabelText('Description'), 'Pay more up front, save more.');
    expect(progress()).toBe('83');
    await user.selectOptions(f.getByLabelText('Category'), 'Services');
    expect(progress()).toBe('100');
    expect(screen.getByTestId('wizard-progress')).toHaveTextContent('100% complete');
  });

  it('keeps step 1 until its fields are valid, then moves on, scrolls to the top and focuses the step heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, form, api } = renderWizard();
    const f = await form();

    await user.click(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expectError(f.getByLabelText('Deal title'), 'Title must be at least 3 characters'));
    expectError(f.getByLabelText('Description'), 'Description must be at least 10 characters');
    expectError(f.getByLabelText('Category'), 'Please select a category');
    expect(stepHeading(f)).toHaveTextContent('Step 1: Basic Information');
    expect(scrollTo).not.toHaveBeenCalled();

    await fillBasics(user, f);
    await user.click(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 2: Price & Discount Settings'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(stepHeading(f)).toHaveFocus();

    await user.click(f.getByRole('button', { name: 'Previous' }));
    expect(stepHeading(f)).toHaveTextContent('Step 1: Basic Information');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(f.getByLabelText('Deal title')).toHaveValue('Brunch ladder');
    expect(f.getByLabelText('Category')).toHaveValue('Services');
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
  });

  it('moves on with Enter in a step-1 field instead of creating the deal', async () => {
    const { user, form, api } = renderWizard();
    const f = await form();
    await fillBasics(user, f);
    await user.type(f.getByLabelText('Deal title'), '{Enter}');
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 2: Price & Discount Settings'));
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
  });

  it('has the price and discount sliders with the section 9 defaults, and a preview of the six price options', async () => {
    const { user, form } = renderWizard();
    const f = await form();
    await toStep(user, f, 2);

    const bounds = (name: string) => {
      const slider = f.getByRole('slider', { name });
      return [slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step'), (slider as HTMLInputElement).value, slider.getAttribute('aria-valuetext')];
    };
    expect(bounds('Starting price')).toEqual(['5', '25', '5', '5', '$5']);
    expect(f.queryByRole('slider', { name: 'Maximum price' })).toBeNull();
    expect(screen.getByTestId('c2d-max-price')).toHaveTextContent('Maximum price $30');
    expect(bounds('Starting discount')).toEqual(['5', '30', '1', '10', '10%']);
    expect(bounds('Maximum discount')).toEqual(['15', '60', '1', '35', '35%']);

    const table = within(screen.getByTestId('price-options'));
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(PRICES);
    expect(stepDiscounts(f)).toEqual(['10', '15', '20', '25', '30', '35']);
    const choices = within(f.getByRole('combobox', { name: 'Discount for the $5 option' })).getAllByRole('option').map((option) => option.textContent);
    expect(choices).toEqual(['5%', '10%', '15%', '20%', '25%', '30%', '35%', '40%', '45%', '50%']);
    expect(table.getAllByRole('row')[1]).toHaveTextContent('$10.00');
  });

  it('moves the six price options, the maximum price and the price scale with the starting price', async () => {
    const { user, form } = renderWizard();
    const f = await form();
    await toStep(user, f, 2);
    slide(f, 'Starting price', 10);

    const table = within(screen.getByTestId('price-options'));
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['$10', '$15', '$20', '$25', '$30', '$35']);
    expect(f.getByRole('combobox', { name: 'Discount for the $35 option' })).toHaveValue('35');
    expect(screen.getByTestId('c2d-max-price')).toHaveTextContent('Maximum price $35');

    await user.click(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 3: Review & Finalize'));
    expect(within(screen.getByTestId('price-scale')).getByText('Pay $35, get 35% off')).toBeInTheDocument();
    expect(within(screen.getByTestId('price-scale')).queryByText(/Pay \$5,/)).toBeNull();
  });

  it('spreads the six discounts evenly when the starting or maximum discount moves, and lets one option be overridden', async () => {
    const { user, form } = renderWizard();
    const f = await form();
    await toStep(user, f, 2);

    slide(f, 'Starting discount', 20);
    expect(stepDiscounts(f)).toEqual(['20', '23', '26', '29', '32', '35']);
    // A spread value outside the dropdown's 5% steps is offered as it is.
    expect(within(f.getByRole('combobox', { name: 'Discount for the $10 option' })).getAllByRole('option').map((option) => option.textContent)).toContain('23%');

    slide(f, 'Maximum discount', 45);
    expect(stepDiscounts(f)).toEqual(['20', '25', '30', '35', '40', '45']);

    await user.selectOptions(f.getByRole('combobox', { name: 'Discount for the $15 option' }), '50');
    expect(stepDiscounts(f)).toEqual(['20', '25', '50', '35', '40', '45']);

    slide(f, 'Starting discount', 12);
    expect(stepDiscounts(f)).toEqual(['12', '19', '25', '32', '38', '45']);

    await user.click(screen.getByRole('button', { name: 'Use this structure' }));
    expect(stepDiscounts(f)).toEqual(['10', '15', '20', '25', '30', '35']);
    expect(f.getByRole('slider', { name: 'Starting discount' })).toHaveValue('10');
    expect(f.getByRole('slider', { name: 'Maximum discount' })).toHaveValue('35');
  });

  it('refuses a maximum discount not above the starting discount', async () => {
    const { user, form } = renderWizard();
    const f = await form();
    await toStep(user, f, 2);
    slide(f, 'Starting price', 25);
    slide(f, 'Starting discount', 30);
    slide(f, 'Maximum discount', 15);
    await user.click(f.getByRole('button', { name: 'Next' }));

    await waitFor(() => expectError(f.getByRole('slider', { name: 'Maximum discount' }), 'Maximum discount must be greater than base discount'));
    expect(stepHeading(f)).toHaveTextContent('Step 2: Price & Discount Settings');

    slide(f, 'Maximum discount', 40);
    await waitFor(() => expect(f.getByRole('slider', { name: 'Maximum discount' })).not.toHaveAttribute('aria-invalid'));
    await user.click(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 3: Review & Finalize'));
  });

  it("scores with the wizard's own rules: title, description, image, rising discounts, a $10 price range", async () => {
    const { user, form } = renderWizard();
    const f = await form();
    // Rising default discounts (+25) and a $25 range (+25).
    expect(qualityScore()).toMatchObject({ score: 50, band: 'low' });
    await fill(user, f.getByLabelText('Deal title'), 'Brunch ladder');
    expect(qualityScore()).toMatchObject({ score: 65, band: 'medium' });
    await fill(user, f.getByLabelText('Description'), 'Pay more up front, save more.');
    expect(qualityScore()).toMatchObject({ score: 80, band: 'medium' });
    fakePictureUploads();
    await user.upload(f.getByLabelText('Picture (optional)'), aPictureFile());
    await waitFor(() => expect(qualityScore()).toMatchObject({ score: 100, band: 'high' }));

    await user.selectOptions(f.getByLabelText('Category'), 'Services');
    await user.click(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 2: Price & Discount Settings'));
    // The six options always span $25: any starting price keeps the range's 25 points.
    slide(f, 'Starting price', 25);
    expect(qualityScore()).toMatchObject({ score: 100, band: 'high' });
    await user.selectOptions(f.getByRole('combobox', { name: 'Discount for the $50 option' }), '5');
    // Discounts no longer rise: the 25 points go.
    expect(qualityScore()).toMatchObject({ score: 75, band: 'medium' });
  });

  it('reviews the deal: dates and redemptions with their defaults and advice, the summary and the price scale', async () => {
    const { user, form } = renderWizard();
    const f = await form();
    await toStep(user, f, 3);
    const { today, in30Days } = defaultDates();
    expect(f.getByLabelText('Start date')).toHaveValue(today);
    expect(f.getByLabelText('End date')).toHaveValue(in30Days);
    expect(f.getByLabelText('Redemptions per user')).toHaveValue(1);
    expect(f.getByLabelText('Start date')).toHaveAccessibleDescription('30 days: right in the 30–45 day sweet spot.');
    expect(f.getByLabelText('Redemptions per user')).toHaveAccessibleDescription('We recommend 1–5 redemptions per user.');

    const summary = screen.getByTestId('deal-summary');
    expect(summary).toHaveTextContent('Brunch ladder');
    expect(summary).toHaveTextContent('Services');
    expect(summary).toHaveTextContent('$5 – $30');
    expect(summary).toHaveTextContent('10% – 35%');
    expect(within(screen.getByTestId('price-scale')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pay $5, get 10% off10%$5',
      'Pay $10, get 15% off15%$10',
      'Pay $15, get 20% off20%$15',
      'Pay $20, get 25% off25%$20',
      'Pay $25, get 30% off30%$25',
      'Pay $30, get 35% off35%$30',
    ]);
    expect(f.getByText(/becomes visible to customers if today is within its date range\. You can pause or modify it later/)).toBeInTheDocument();

    fireEvent.change(f.getByLabelText('End date'), { target: { value: new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10) } });
    expect(f.getByLabelText('Start date')).toHaveAccessibleDescription(/outside the recommended 14–90 days/);
  });

  it('does not create the deal when Next on step 2 is double-clicked: the second click lands on a Create that is not armed yet', async () => {
    const { user, form, api } = renderWizard();
    const f = await form();
    await toStep(user, f, 2);
    await user.dblClick(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 3: Review & Finalize'));
    const create = f.getByRole('button', { name: 'Create Cash to Discount Deal' });
    expect(create).toBeDisabled();
    await user.click(create);
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
    await createArmed(f);
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
  });

  it('shows the date and redemption messages on the last step', async () => {
    const { user, form, api } = renderWizard();
    const f = await form();
    await toStep(user, f, 3);
    fireEvent.change(f.getByLabelText('Start date'), { target: { value: '' } });
    fireEvent.change(f.getByLabelText('End date'), { target: { value: '' } });
    await fill(user, f.getByLabelText('Redemptions per user'), '0');
    await user.click(f.getByRole('button', { name: 'Create Cash to Discount Deal' }));

    await waitFor(() => expectError(f.getByLabelText('Start date'), 'Please enter a valid start date'));
    expectError(f.getByLabelText('End date'), 'Please enter a valid end date');
    expectError(f.getByLabelText('Redemptions per user'), 'Max redemptions must be a positive number');
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
  });

  it('sends the Cash to Discount payload, shows "Creating Deal..." meanwhile, then toasts, refreshes the deals and goes to the dashboard', async () => {
    const answer = deferred<AnswerTo<'POST /api/deals'>>();
    const { user, form, api, queryClient } = renderWizard(() => answer.promise);
    queryClient.setQueryData(['business', 'deals'], { deals: [] });
    const f = await form();
    const { today, in30Days } = defaultDates();
    fakePictureUploads();
    await user.upload(f.getByLabelText('Picture (optional)'), aPictureFile());
    await within(screen.getByTestId('image-preview')).findByRole('img');
    await toStep(user, f, 2);
    slide(f, 'Starting discount', 12);
    await user.selectOptions(f.getByRole('combobox', { name: 'Discount for the $30 option' }), '40');
    await user.click(f.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading(f)).toHaveTextContent('Step 3: Review & Finalize'));
    await fill(user, f.getByLabelText('Redemptions per user'), '3');
    await createArmed(f);

    await user.click(f.getByRole('button', { name: 'Create Cash to Discount Deal' }));

    expect(await f.findByRole('button', { name: 'Creating Deal...' })).toBeDisabled();
    const body = api.callsTo('POST', '/api/deals')[0]?.body;
    expect(body).toEqual({
      title: 'Brunch ladder',
      description: 'Pay more up front, save more on brunch.',
      category: 'Services',
      basePrice: 15,
      minPrice: 5,
      maxPrice: 30,
      startDate: `${today}T00:00:00.000Z`,
      endDate: `${in30Days}T00:00:00.000Z`,
      maxRedemptionsPerUser: 3,
      imageUrl: anUploadedPicture().url,
      baseDiscount: 12,
      maxDiscount: 35,
      discountStep1: 12,
      discountStep2: 17,
      discountStep3: 21,
      discountStep4: 26,
      discountStep5: 30,
      discountStep6: 40,
      price: 15,
      active: true,
      discountPercent: 12,
      isSlidingDeal: true,
      slidingDiscounts: [
        { price: 5, discountPercent: 12 },
        { price: 10, discountPercent: 17 },
        { price: 15, discountPercent: 21 },
        { price: 20, discountPercent: 26 },
        { price: 25, discountPercent: 30 },
        { price: 30, discountPercent: 40 },
      ],
    });
    expect(createDealPayloadSchema.parse(body).kind).toBe('cash-to-discount');

    answer.resolve(CREATED);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(currentToast()).toEqual({
      title: 'Cash to Discount Deal Created',
      description: 'Your new Cash to Discount deal has been successfully created.',
      variant: 'default',
    });
    expect(queryClient.getQueryState(['business', 'deals'])?.isInvalidated).toBe(true);
  });

  it('shows the destructive "Error creating deal" toast with the server message and stays on the review', async () => {
    const { user, form } = renderWizard({ status: 500, body: { message: 'Database unavailable' } });
    const f = await form();
    await toStep(user, f, 3);
    await user.click(f.getByRole('button', { name: 'Create Cash to Discount Deal' }));

    const title = await screen.findByText('Error creating deal');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Database unavailable');
    expect(currentToast()).toMatchObject({ variant: 'destructive', description: 'Database unavailable' });
    expect(stepHeading(f)).toHaveTextContent('Step 3: Review & Finalize');
    expect(f.getByRole('button', { name: 'Create Cash to Discount Deal' })).toBeEnabled();
  });

  it('tells an unverified business the deal is saved as a draft, on the review and in the toast', async () => {
    const { user, form } = renderWizard({ status: 201, body: { ...CREATED.body, draft: true } }, { business: aBusiness({ verified: false }) });
    const f = await form();
    await toStep(user, f, 3);
    expect(f.getByText('Your business is awaiting verification')).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Create Cash to Discount Deal' }));

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(currentToast()?.description).toBe(`Your new Cash to Discount deal has been successfully created. ${DRAFT_NOTICE}`);
  });
});
